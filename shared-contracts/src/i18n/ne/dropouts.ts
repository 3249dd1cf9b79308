/** Nepali of the contracts' texts (i18n/ne.ts). Dropouts and recommendation letters. */
export const DROPOUTS_NE: Readonly<Record<string, string>> = {
  // resources/leaving.ts: dropouts and recommendation letters
  Financial: 'आर्थिक',
  Employment: 'रोजगारी',
  Marriage: 'विवाह',
  'Migration (abroad)': 'विदेश पलायन',
  'Transfer to another campus': 'अर्को क्याम्पसमा सरुवा',
  Health: 'स्वास्थ्य',
  'Academic failure': 'शैक्षिक असफलता',
  'Dropout date is required': 'पढाइ छाडेको मिति आवश्यक छ',
  'Dropout date (BS) must be a real BS date (YYYY-MM-DD)':
    'पढाइ छाडेको मिति (वि.सं.) वास्तविक वि.सं. मिति (YYYY-MM-DD) हुनुपर्छ',
  'Dropout date in BS and AD must be the same day': 'वि.सं. र ई.सं.को पढाइ छाडेको मिति एउटै दिन हुनुपर्छ',
  'The dropout date cannot be after today': 'पढाइ छाडेको मिति आजभन्दा पछिको हुन सक्दैन',
  'Only an active student can be recorded as dropped out':
    'सक्रिय विद्यार्थीलाई मात्र पढाइ छाडेको भनी अभिलेख गर्न सकिन्छ',
  'The dropout date is before the student was admitted':
    'पढाइ छाडेको मिति विद्यार्थी भर्ना भएको मितिभन्दा अघिको छ',
  "The dropout date cannot be before the student's batch began":
    'पढाइ छाडेको मिति विद्यार्थीको ब्याच सुरु हुनुभन्दा अघिको हुन सक्दैन',
  'Dropout recorded': 'पढाइ छाडेको विवरण अभिलेख भयो',
  'Dropout undone: the student is active again': 'पढाइ छाडेको विवरण हटाइयो: विद्यार्थी फेरि सक्रिय भयो',
  'This student is already recorded as dropped out':
    'यो विद्यार्थी पहिले नै पढाइ छाडेको भनी अभिलेख भइसकेको छ',
  Dropout: 'पढाइ छाडेका',
  'Registration No.': 'दर्ता नं.',
  'Dropout Date (AD)': 'पढाइ छाडेको मिति (ई.सं.)',
  'Dropout Date': 'पढाइ छाडेको मिति',
  'Dropout Date (BS)': 'पढाइ छाडेको मिति (वि.सं.)',
  Reason: 'कारण',
  'Reason is required': 'कारण आवश्यक छ',
  'Last Year/Semester Attended': 'अन्तिम पटक पढेको वर्ष/सेमेस्टर',
  Recommendation: 'सिफारिस',
  Transfer: 'सरुवा',
  'Letter type is required': 'पत्रको प्रकार आवश्यक छ',
  'No fiscal year covers today: the letter cannot be numbered':
    'आजको मिति कुनै पनि आर्थिक वर्षभित्र पर्दैन: पत्रको नम्बर दिन सकिँदैन',
  'Letter issued': 'पत्र जारी भयो',
  'Letter withdrawn: its verification page now says so':
    'पत्र फिर्ता लिइयो: यसको प्रमाणीकरण पृष्ठमा अब यही देखिन्छ',
  'To Whom It May Concern': 'जो जससँग सम्बन्धित छ',
  'Recommendation Letter': 'सिफारिस पत्र',
  'Reference No.': 'च.नं.',
  Letter: 'पत्र',
  'Letter is required': 'पत्र आवश्यक छ',
  'Date (BS)': 'मिति (वि.सं.)',
  'Addressed To': 'पत्र पाउने',
  'Joining (campus or institution)': 'भर्ना हुने (क्याम्पस वा संस्था)',
  'Additional Paragraph': 'थप अनुच्छेद',
};
