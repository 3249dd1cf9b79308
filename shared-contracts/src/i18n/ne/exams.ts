/**
 * Nepali of the contracts' texts (i18n/ne.ts). Exams: grading schemes, exams and their candidates,
 * board-exam sittings, grading, results and marks.
 */
export const EXAMS_NE: Readonly<Record<string, string>> = {
  // resources/gradingScheme.ts: grading schemes
  'Divisions (annual programs)': 'श्रेणी (वार्षिक कार्यक्रम)',
  'Grade points on 4.0 (semester programs)': '४.० मा ग्रेड पोइन्ट (सेमेस्टर कार्यक्रम)',
  Kind: 'किसिम',
  'Kind is required': 'किसिम आवश्यक छ',
  'Pass percentage is required': 'उत्तीर्ण प्रतिशत आवश्यक छ',
  'The bands are required': 'ग्रेड दायराहरू आवश्यक छन्',
  'The bands are not a list of grades or divisions': 'ग्रेड दायराहरू ग्रेड वा श्रेणीको सूची होइनन्',
  'This level already has a grading scheme of this kind':
    'यो तहको यस किसिमको ग्रेडिङ प्रणाली पहिले नै छ',
  'Grading schemes are set by the university or the commission, not by a campus':
    'ग्रेडिङ प्रणाली विश्वविद्यालय वा आयोगले तोक्छ, क्याम्पसले होइन',
  'No grading scheme for this level: the university or the commission sets one first':
    'यो तहको ग्रेडिङ प्रणाली छैन: पहिले विश्वविद्यालय वा आयोगले तोक्नुपर्छ',
  'Grading Scheme': 'ग्रेडिङ प्रणाली',
  'Pass Percentage': 'उत्तीर्ण प्रतिशत',
  Bands: 'ग्रेड दायराहरू',
  'Band {{n}}: {{message}}': 'दायरा {{n}}: {{message}}',
  // resources/exams.ts: exam types, exams, classes, routines, candidates
  'Campus internal exam': 'क्याम्पसको आन्तरिक परीक्षा',
  'University board exam': 'विश्वविद्यालयको बोर्ड परीक्षा',
  'Exam is required': 'परीक्षा आवश्यक छ',
  'Class is required': 'कक्षा आवश्यक छ',
  'Symbol No. is required': 'सिम्बोल नं. आवश्यक छ',
  'Exam date is required': 'परीक्षाको मिति आवश्यक छ',
  'Date (BS) must be a real BS date (YYYY-MM-DD)':
    'मिति (वि.सं.) वास्तविक वि.सं. मिति (YYYY-MM-DD) हुनुपर्छ',
  'The date in BS and AD must be the same day': 'वि.सं. र ई.सं.को मिति एउटै दिन हुनुपर्छ',
  'The exam cannot end before it starts': 'परीक्षा सुरु हुनुअघि नै सकिन सक्दैन',
  'Time must look like 13:30 (24-hour)': 'समय 13:30 (२४ घण्टे) जस्तो ढाँचामा हुनुपर्छ',
  'The end time must be after the start time': 'अन्त्य समय सुरु समयपछिको हुनुपर्छ',
  'The date must be within the exam dates': 'मिति परीक्षाका मितिभित्र हुनुपर्छ',
  "This subject is not taught in this class's program and year or semester":
    'यो विषय यस कक्षाको कार्यक्रम र वर्ष वा सेमेस्टरमा पढाइँदैन',
  'This class is not part of this exam': 'यो कक्षा यो परीक्षामा पर्दैन',
  "This student is not in this class's program, batch and year or semester":
    'यो विद्यार्थी यस कक्षाको कार्यक्रम, ब्याच र वर्ष वा सेमेस्टरमा छैन',
  'Only an active student can sit an exam': 'सक्रिय विद्यार्थी मात्र परीक्षामा बस्न सक्छ',
  'Results of this exam are published: its schedule and candidates are locked':
    'यो परीक्षाको नतिजा प्रकाशित भइसकेको छ: यसको तालिका र परीक्षार्थी बन्द (लक) गरिएका छन्',
  'This exam already covers this class': 'यो परीक्षामा यो कक्षा पहिले नै समेटिएको छ',
  'This student is already registered for this exam':
    'यो विद्यार्थी यो परीक्षाका लागि पहिले नै दर्ता भइसकेको छ',
  'This symbol number is already given in this exam':
    'यो सिम्बोल नम्बर यो परीक्षामा पहिले नै दिइसकिएको छ',
  'This subject is already in the routine of this class':
    'यो विषय यस कक्षाको परीक्षा तालिकामा पहिले नै छ',
  'Must be within fiscal year {{fiscalYear}} ({{from}} to {{to}} BS)':
    'आर्थिक वर्ष {{fiscalYear}} (वि.सं. {{from}} देखि {{to}} सम्म) भित्र हुनुपर्छ',
  'This class already sits {{what}} at an overlapping time':
    'यो कक्षाको {{what}} को परीक्षा यही समयसँग बाझिन्छ',
  'Room {{room}} is already used by {{what}} at an overlapping time':
    'कोठा {{room}} यही समयसँग बाझिने गरी {{what}} का लागि प्रयोगमा छ',
  'Exam Type': 'परीक्षाको प्रकार',
  'Exam Type is required': 'परीक्षाको प्रकार आवश्यक छ',
  'This exam type already exists!': 'यो परीक्षाको प्रकार पहिले नै छ!',
  Exam: 'परीक्षा',
  'Exam Name': 'परीक्षाको नाम',
  'Exam Name is required': 'परीक्षाको नाम आवश्यक छ',
  'Start Date (BS)': 'सुरु मिति (वि.सं.)',
  'End Date (BS)': 'अन्तिम मिति (वि.सं.)',
  'Results Published': 'नतिजा प्रकाशित',
  'An exam of this name already exists in this fiscal year!':
    'यो आर्थिक वर्षमा यो नामको परीक्षा पहिले नै छ!',
  'Exam Class': 'परीक्षाको कक्षा',
  Class: 'कक्षा',
  'Routine Entry': 'परीक्षा तालिकाको प्रविष्टि',
  'Start Time': 'सुरु समय',
  'Start time is required': 'सुरु समय आवश्यक छ',
  'End Time': 'अन्त्य समय',
  'End time is required': 'अन्त्य समय आवश्यक छ',
  Room: 'कोठा',
  'Enough attendance': 'पर्याप्त हाजिरी',
  'Short of attendance': 'हाजिरी अपुग',
  'No attendance recorded': 'हाजिरी अभिलेख छैन',
  Candidate: 'परीक्षार्थी',
  'Attendance %': 'हाजिरी %',
  Attendance: 'हाजिरी',
  // resources/passRate.ts: board exam sittings and their students
  'Passed cannot be more than appeared': 'उत्तीर्ण सङ्ख्या सहभागी सङ्ख्याभन्दा बढी हुन सक्दैन',
  'This sitting is entered per student: its counts come from the students’ entries':
    'यो परीक्षा विद्यार्थीअनुसार प्रविष्ट गरिन्छ: यसका सङ्ख्या विद्यार्थीका प्रविष्टिबाट आउँछन्',
  'Exam date (BS) must be a real BS date (YYYY-MM-DD)':
    'परीक्षाको मिति (वि.सं.) वास्तविक वि.सं. मिति (YYYY-MM-DD) हुनुपर्छ',
  'Exam date in BS and AD must be the same day': 'वि.सं. र ई.सं.को परीक्षाको मिति एउटै दिन हुनुपर्छ',
  'The exam date cannot be after today': 'परीक्षाको मिति आजभन्दा पछिको हुन सक्दैन',
  'Sitting is required': 'परीक्षा आवश्यक छ',
  'Choose a sitting entered per student': 'विद्यार्थीअनुसार प्रविष्ट गरिने परीक्षा छान्नुहोस्',
  'The student is not a student of this sitting’s program at the campus':
    'यो विद्यार्थी क्याम्पसमा यो परीक्षाको कार्यक्रमको विद्यार्थी होइन',
  'Symbol number is required': 'सिम्बोल नम्बर आवश्यक छ',
  'An absent student has no result': 'अनुपस्थित विद्यार्थीको नतिजा हुँदैन',
  'A division is given only to a student who passed': 'उत्तीर्ण विद्यार्थीलाई मात्र श्रेणी दिइन्छ',
  'This program’s board exam of that year or semester is already recorded for the fiscal year':
    'यो आर्थिक वर्षका लागि यो कार्यक्रमको त्यो वर्ष वा सेमेस्टरको बोर्ड परीक्षा पहिले नै अभिलेख भइसकेको छ',
  'This student is already recorded for the sitting':
    'यो विद्यार्थी यो परीक्षाका लागि पहिले नै अभिलेख भइसकेको छ',
  'This campus does not run this program (see its programs in Program Setup)':
    'यो क्याम्पसले यो कार्यक्रम सञ्चालन गर्दैन (यसका कार्यक्रम कार्यक्रम व्यवस्थापनमा हेर्नुहोस्)',
  'Board Exam Sitting': 'बोर्ड परीक्षा',
  Sitting: 'परीक्षा',
  'Exam Held Date (AD)': 'परीक्षा सञ्चालन मिति (ई.सं.)',
  'Exam Held Date': 'परीक्षा सञ्चालन मिति',
  'Exam Held Date (BS)': 'परीक्षा सञ्चालन मिति (वि.सं.)',
  Entry: 'प्रविष्टि',
  'Entry is required': 'प्रविष्टि आवश्यक छ',
  'Counts by gender': 'लिङ्गअनुसार सङ्ख्या',
  'Per student': 'विद्यार्थीअनुसार',
  'Appeared (Male)': 'सहभागी (पुरुष)',
  'Appeared (Female)': 'सहभागी (महिला)',
  'Appeared (Other)': 'सहभागी (अन्य)',
  'Passed (Male)': 'उत्तीर्ण (पुरुष)',
  'Passed (Female)': 'उत्तीर्ण (महिला)',
  'Passed (Other)': 'उत्तीर्ण (अन्य)',
  Appeared: 'सहभागी',
  Passed: 'उत्तीर्ण',
  'Pass Rate (%)': 'उत्तीर्ण दर (%)',
  'Board exam sitting recorded': 'बोर्ड परीक्षा अभिलेख भयो',
  'Board Exam Student': 'बोर्ड परीक्षाका विद्यार्थी',
  'Appeared is required': 'सहभागिता आवश्यक छ',
  Failed: 'अनुत्तीर्ण',
  'First Division': 'प्रथम श्रेणी',
  'Second Division': 'द्वितीय श्रेणी',
  'Third Division': 'तृतीय श्रेणी',
  GPA: 'जीपीए',
  'Student recorded for the board exam': 'विद्यार्थी बोर्ड परीक्षाका लागि अभिलेख भयो',
  // grading.ts: grading rules and results
  'A percentage is between 0 and 100': 'प्रतिशत ० देखि १०० बीच हुन्छ',
  'At most 2 decimals': 'बढीमा २ दशमलव स्थान',
  'The grade or division name is required': 'ग्रेड वा श्रेणीको नाम आवश्यक छ',
  'This grade or division is named twice': 'यो ग्रेड वा श्रेणी दुई पटक राखिएको छ',
  'A grading scheme has at least two bands: one that passes and one that fails':
    'ग्रेडिङ प्रणालीमा कम्तीमा दुईवटा दायरा हुन्छन्: एउटा उत्तीर्ण हुने र एउटा अनुत्तीर्ण हुने',
  'The lowest percentage of a band is above its highest':
    'दायराको न्यूनतम प्रतिशत त्यसको अधिकतमभन्दा माथि छ',
  'Bands are listed from the highest percentage down': 'दायराहरू उच्चतम प्रतिशतबाट घट्दो क्रममा राखिन्छन्',
  'The first band reaches 100%': 'पहिलो दायरा १००% सम्म पुग्छ',
  'The last band starts at 0%': 'अन्तिम दायरा ०% बाट सुरु हुन्छ',
  'Each grade of a GPA scheme has a grade point': 'जीपीए प्रणालीको प्रत्येक ग्रेडको ग्रेड पोइन्ट हुन्छ',
  'A grade point is between 0 and 4': 'ग्रेड पोइन्ट ० देखि ४ बीच हुन्छ',
  'A lower grade cannot have more grade points than a higher one':
    'तल्लो ग्रेडको ग्रेड पोइन्ट माथिल्लो ग्रेडको भन्दा बढी हुन सक्दैन',
  'A division scheme has no grade points': 'श्रेणी प्रणालीमा ग्रेड पोइन्ट हुँदैन',
  'The pass percentage is where a band starts (the lowest passing band)':
    'उत्तीर्ण प्रतिशत कुनै दायरा सुरु हुने बिन्दु हो (सबैभन्दा तल्लो उत्तीर्ण दायरा)',
  'Some band below the pass percentage fails': 'उत्तीर्ण प्रतिशतभन्दा तलको कुनै दायरा अनुत्तीर्ण हुन्छ',
  'There is a gap between {{lower}} and {{upper}}: {{lower}} ends one step (0.01%) below where {{upper}} starts':
    '{{lower}} र {{upper}} बीच खाली ठाउँ छ: {{upper}} सुरु हुने ठाउँभन्दा एक चरण (०.०१%) तल {{lower}} सकिनुपर्छ',
  '{{lower}} overlaps {{upper}}: {{lower}} ends one step (0.01%) below where {{upper}} starts':
    '{{lower}} र {{upper}} एकअर्कामा खप्टिएका छन्: {{upper}} सुरु हुने ठाउँभन्दा एक चरण (०.०१%) तल {{lower}} सकिनुपर्छ',
  'No band of the grading scheme holds {{percentage}}%':
    'ग्रेडिङ प्रणालीको कुनै पनि दायरामा {{percentage}}% पर्दैन',
  'A subject': 'एउटा विषय',
  theory: 'सैद्धान्तिक',
  practical: 'प्रयोगात्मक',
  '{{subject}}: the {{part}} pass marks are more than its full marks':
    '{{subject}}: {{part}} उत्तीर्णाङ्क पूर्णाङ्कभन्दा बढी छ',
  '{{subject}} has no full marks set up': '{{subject}} को पूर्णाङ्क तोकिएको छैन',
  '{{subject}} has no credit hours: a GPA scheme weighs subjects by them':
    '{{subject}} को क्रेडिट घण्टा छैन: जीपीए प्रणालीले विषयलाई क्रेडिट घण्टाअनुसार भार दिन्छ',
  '{{subject}}: {{part}} marks are between 0 and {{full}}':
    '{{subject}}: {{part}} अङ्क ० देखि {{full}} बीच हुन्छ',
  // results.ts: exam results
  'Marks being entered': 'अङ्क प्रविष्टि हुँदै',
  Computed: 'गणना भएको',
  Published: 'प्रकाशित',
  'Results computed for {{computed}} students: {{passed}} passed, {{failed}} failed':
    '{{computed}} जना विद्यार्थीको नतिजा गणना भयो: {{passed}} उत्तीर्ण, {{failed}} अनुत्तीर्ण',
  'Results computed for {{computed}} students: {{passed}} passed, {{failed}} failed, {{absent}} absent':
    '{{computed}} जना विद्यार्थीको नतिजा गणना भयो: {{passed}} उत्तीर्ण, {{failed}} अनुत्तीर्ण, {{absent}} अनुपस्थित',
  'Results published': 'नतिजा प्रकाशित भयो',
  'No such exam': 'यस्तो परीक्षा छैन',
  'This exam has no candidates': 'यो परीक्षाका परीक्षार्थी छैनन्',
  'Published results are computed again by amending marks':
    'प्रकाशित नतिजा अङ्क संशोधन गरेर मात्र फेरि गणना हुन्छ',
  'This result is not published yet': 'यो नतिजा अहिलेसम्म प्रकाशित भएको छैन',
  // marks.ts: marks entry
  'Marks are a number': 'अङ्क सङ्ख्या हुन्छ',
  'Marks cannot be below 0': 'अङ्क ० भन्दा कम हुन सक्दैन',
  'This subject has no marks for this part': 'यो विषयको यस भागमा अङ्क हुँदैन',
  'Results of this exam are published: marks are locked. A correction is an amendment with a reason':
    'यो परीक्षाको नतिजा प्रकाशित भइसकेको छ: अङ्क बन्द (लक) गरिएका छन्। सच्याउन कारणसहित संशोधन गर्नुपर्छ',
  'Give the reason for correcting published marks': 'प्रकाशित अङ्क सच्याउनुको कारण लेख्नुहोस्',
  'Not a candidate of this exam class': 'यो परीक्षा कक्षाको परीक्षार्थी होइन',
  'You may enter marks only for the subjects you teach':
    'तपाईंले पढाउने विषयको मात्र अङ्क प्रविष्ट गर्न सक्नुहुन्छ',
  Saved: 'सुरक्षित भयो',
  'Saving…': 'सुरक्षित हुँदै…',
  'Not saved': 'सुरक्षित भएन',
  'Compute the results of this exam first': 'पहिले यो परीक्षाको नतिजा गणना गर्नुहोस्',
  'Results of this exam are not computed yet': 'यो परीक्षाको नतिजा अहिलेसम्म गणना भएको छैन',
  'Results of this exam are already published': 'यो परीक्षाको नतिजा पहिले नै प्रकाशित भइसकेको छ',
  'No grading scheme is set for this university and level':
    'यो विश्वविद्यालय र तहका लागि ग्रेडिङ प्रणाली तोकिएको छैन',
  'The sheet has no Symbol No column: download the template':
    'पानामा सिम्बोल नं. को स्तम्भ छैन: नमुना डाउनलोड गर्नुहोस्',
  'No candidate of this grid has this symbol number':
    'यो तालिकाका कुनै पनि परीक्षार्थीको यो सिम्बोल नम्बर छैन',
  'At most {{full}} (full marks)': 'बढीमा {{full}} (पूर्णाङ्क)',
};
