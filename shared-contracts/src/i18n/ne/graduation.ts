/** Nepali of the contracts' texts (i18n/ne.ts). Graduation setup and forms. */
export const GRADUATION_NE: Readonly<Record<string, string>> = {
  // resources/graduation.ts: graduation setup and forms
  'Division (annual programs)': 'श्रेणी (वार्षिक कार्यक्रम)',
  'CGPA (semester programs)': 'सीजीपीए (सेमेस्टर कार्यक्रम)',
  'Division or CGPA': 'श्रेणी वा सीजीपीए',
  Distinction: 'विशिष्ट श्रेणी',
  Pass: 'उत्तीर्ण',
  'Pending approval': 'स्वीकृतिको प्रतीक्षामा',
  'Result is required': 'नतिजा आवश्यक छ',
  'The graduation form of this level is already set up': 'यो तहको दीक्षान्त फाराम पहिले नै तय भइसकेको छ',
  'Student was not found at this campus': 'यो क्याम्पसमा विद्यार्थी फेला परेन',
  'Only an active student can graduate': 'सक्रिय विद्यार्थी मात्र दीक्षित हुन सक्छ',
  'This student is not eligible for graduation yet: the upgrade marks students who passed their final year or semester':
    'यो विद्यार्थी अझै दीक्षान्तका लागि योग्य छैन: अन्तिम वर्ष वा सेमेस्टर उत्तीर्ण गरेका विद्यार्थीलाई स्तरोन्नतिले योग्य जनाउँछ',
  'Fiscal year of graduation is required': 'दीक्षित भएको आर्थिक वर्ष आवश्यक छ',
  'Division is required for this level': 'यो तहका लागि श्रेणी आवश्यक छ',
  'CGPA is required for this level': 'यो तहका लागि सीजीपीए आवश्यक छ',
  'Give the division or the CGPA': 'श्रेणी वा सीजीपीए लेख्नुहोस्',
  'Thesis title is required for this level': 'यो तहका लागि शोधपत्रको शीर्षक आवश्यक छ',
  'The graduation fee receipt is required for this level':
    'यो तहका लागि दीक्षान्त शुल्कको रसिद आवश्यक छ',
  "The receipt was not found among this student's receipts":
    'यो विद्यार्थीका रसिदमध्ये यो रसिद फेला परेन',
  'This receipt is cancelled': 'यो रसिद रद्द भएको छ',
  'Graduation date (BS) must be a real BS date (YYYY-MM-DD)':
    'दीक्षान्त मिति (वि.सं.) वास्तविक वि.सं. मिति (YYYY-MM-DD) हुनुपर्छ',
  'Graduation date in BS and AD must be the same day': 'वि.सं. र ई.सं.को दीक्षान्त मिति एउटै दिन हुनुपर्छ',
  'The graduation date cannot be after today': 'दीक्षान्त मिति आजभन्दा पछिको हुन सक्दैन',
  'The graduation date must be after the student was admitted':
    'दीक्षान्त मिति विद्यार्थी भर्ना भएको मितिपछिको हुनुपर्छ',
  "The graduation date cannot be before the student's batch began":
    'दीक्षान्त मिति विद्यार्थीको ब्याच सुरु हुनुभन्दा अघिको हुन सक्दैन',
  "The fiscal year of graduation cannot be before the student's batch":
    'दीक्षित भएको आर्थिक वर्ष विद्यार्थीको ब्याचभन्दा अघिको हुन सक्दैन',
  'Graduation form saved: it waits for approval':
    'दीक्षान्त फाराम सुरक्षित भयो: यो स्वीकृतिको प्रतीक्षामा छ',
  'Graduation form updated': 'दीक्षान्त फाराम अद्यावधिक भयो',
  'Graduation form deleted': 'दीक्षान्त फाराम मेटाइयो',
  'This student already has a graduation form': 'यो विद्यार्थीको दीक्षान्त फाराम पहिले नै छ',
  'Graduation approved: the student is graduated': 'दीक्षान्त स्वीकृत भयो: विद्यार्थी दीक्षित भए',
  'This graduation form is approved: it can no longer be changed or deleted':
    'यो दीक्षान्त फाराम स्वीकृत भइसकेको छ: यसलाई अब परिवर्तन गर्न वा मेटाउन सकिँदैन',
  'This graduation form is already approved': 'यो दीक्षान्त फाराम पहिले नै स्वीकृत भइसकेको छ',
  'No graduation setup for this level: only the fiscal year is required':
    'यो तहको दीक्षान्त व्यवस्था तय भएको छैन: आर्थिक वर्ष मात्र आवश्यक छ',
  'Graduation Setup': 'दीक्षान्त व्यवस्था',
  Result: 'नतिजा',
  'Thesis Required': 'शोधपत्र आवश्यक',
  'Graduation Fee Receipt Required': 'दीक्षान्त शुल्कको रसिद आवश्यक',
  'Graduation Form': 'दीक्षान्त फाराम',
  Division: 'श्रेणी',
  CGPA: 'सीजीपीए',
  Grade: 'ग्रेड',
  'Thesis Title': 'शोधपत्रको शीर्षक',
  'Graduation Fee Receipt': 'दीक्षान्त शुल्कको रसिद',
  'Graduation Date (AD)': 'दीक्षान्त मिति (ई.सं.)',
  'Graduation Date': 'दीक्षान्त मिति',
  'Graduation Date (BS)': 'दीक्षान्त मिति (वि.सं.)',
  'Approved On': 'स्वीकृत मिति',
  'Approved By': 'स्वीकृत गर्ने',
};
