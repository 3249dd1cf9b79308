import { paramPath } from './path-params';

/**
 * The earlier campus client's own calls, as it spells them (`Dahsboard`, `Collge` are its), which
 * the API's adapter answers in the client's shapes (api/src/legacy-client).
 */
export const EARLIER_CLIENT_PATHS = {
  totalStudents: '/Student/GetTotalStudents',
  studentsByProgram: '/Student/GetStudentsByProgram',
  studentsByFaculty: '/Student/GetStudentsByFacultyForDahsboard',
  studentsByLevel: '/Student/GetStudentsByLevelForDahsboard',
  studentsByEthnicity: '/Dashboard/GetStudentByEthnicity',
  trendSummary: '/Dashboard/Trend-summary',
  employeesByType: '/Employee/Report/EmployeeType',
  campusCounts: '/Dashboard/GetNoOfCollgeForUniAndAdmin',
  majorSubjectsOfProgram: paramPath('/MajorSubject/by-program/:programId'),
  // Spec section 7's report reads, in the client's shapes (rows per program).
  graduatesOfFiveYears: '/Graduation/GetGraduationOfFiscalYear',
  dropoutsOfFiveYears: '/DropOut/GetDropoutOfFiscalYear',
  dropoutReport: '/Dashboard/GetStudentsDropOutReport',
  graduatesByEthnicity: '/Dashboard/College/GetGraduationByEthnicity',
  joiningTypeByEmployeeType: '/Employee/GetJoiningTypeByEmployeeType',
  // The campus summary report's reads.
  studentsByBelt: '/Dashboard/college/enrollment-by-ecological-belt',
  studentsByProgramAndProvince: '/Dashboard/college/GenerateStudentByProgramProvinceReport',
  studentsByAgeGroup: '/Dashboard/Report/GetStudentsByAgeGroupForCollege',
  passRateByProgram: '/Dashboard/GetPassRateByProgram',
  passRateOfFiveYears: '/PassRateCalculation/GetPassRateCalculation',
  teachersByQualification: '/Dashboard/college/teachingStaffQualifications',
  teachersByFaculty: '/Dashboard/College/GetTeachingStaffDistribution',
  studentTeacherRatio: '/Dashboard/college/StudentTeacherRatio',
  teachersByDepartment: '/Dashboard/College/GetTeachingStaffByDepartment',
  teachersByPost: '/Employee/Report/GetTeachingStaffByPostSummary',
  nonTeachingByPost: '/Employee/Report/GetNonTeachingStaffByPostSummary',
  nonTeachingBySection: '/Employee/Report/GetNonEmployeeBySection',
  teachersByJoiningType: '/Dashboard/GenerateTeacherReport',
  // The campus fact sheet's reads.
  campusDetails: '/Student/GetUserDetails',
  studentsByProgramAndLevel: '/Dashboard/GetStudentsFilterableReport',
  teachersByPostAndGender: '/Employee/Report/GetTeachingEmployeeByGender',
  nonTeachingPostSummary: '/Employee/Report/GetNonTeachingStaffPositionSummary',
  // The accredited campuses' list.
  addAccreditation: '/AddAccreditation',
  // The statistical return's enrolment tables.
  annualProgramReport: '/Dashboard/GetAnnualProgramReport',
  semesterProgramReport: '/Dashboard/GetSemesterProgramReport',
  /** The signed returns of a campus (POST and DELETE are the kit's /UploadReport). */
  signedReturnsOfCampus: paramPath('/CampusReport/GetByCampus/:campusId'),
  // The statistical return's lists of infrastructure, as the client names them.
  lands: '/Lands',
  buildings: '/Buildings',
  labs: '/Labs',
  hostels: '/Hostels',
  facilities: '/Facilty',
  equipment: '/FurnitureEquipmentVehicle',
  /** The return's research and publications: the kit's Research list, one, add, change, delete. */
  researchPublication: '/ResearchPublication',
  researchPublicationOne: paramPath('/ResearchPublication/:id'),
} as const;
