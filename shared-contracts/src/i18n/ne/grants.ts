/** Nepali of the contracts' texts (i18n/ne.ts). The commission's grant releases and instalments. */
export const GRANTS_NE: Readonly<Record<string, string>> = {
  // resources/grants.ts: the commission's grant releases and instalments
  'Performance-Based': 'कार्यसम्पादनमा आधारित',
  Research: 'अनुसन्धान',
  Scheduled: 'तालिकाबद्ध',
  Released: 'निकासा भएको',
  Withheld: 'रोकिएको',
  'A grant of this type already exists for this campus and fiscal year!':
    'यो क्याम्पस र आर्थिक वर्षका लागि यो प्रकारको अनुदान पहिले नै छ!',
  'The instalments must not add up to more than the grant': 'किस्ताहरूको जम्मा अनुदानभन्दा बढी हुनु हुँदैन',
  'The grant must not be less than its instalments': 'अनुदान यसका किस्ताहरूभन्दा कम हुनु हुँदैन',
  'Release date is required for a released instalment':
    'निकासा भएको किस्ताका लागि निकासा मिति आवश्यक छ',
  'Only a released instalment has a release date': 'निकासा भएको किस्ताको मात्र निकासा मिति हुन्छ',
  'Give the reason the instalment is withheld': 'किस्ता रोकिनुको कारण लेख्नुहोस्',
  'Due date is required': 'भुक्तानी हुनुपर्ने मिति आवश्यक छ',
  'Amount must be more than 0': 'रकम ० भन्दा बढी हुनुपर्छ',
  'No such instalment.': 'यस्तो किस्ता छैन।',
  'Instalment saved': 'किस्ता सुरक्षित भयो',
  'Instalment deleted': 'किस्ता मेटाइयो',
  'Grant Release': 'अनुदान निकासा',
  'Grant Type': 'अनुदानको प्रकार',
  'Grant Type is required': 'अनुदानको प्रकार आवश्यक छ',
  'Grant (NPR)': 'अनुदान (रु.)',
  'Grant amount is required': 'अनुदान रकम आवश्यक छ',
  'Letter Reference': 'पत्रको च.नं.',
  'Letter Reference is required': 'पत्रको च.नं. आवश्यक छ',
  'Letter Date': 'पत्रको मिति',
  'Instalment id': 'किस्ताको परिचय नं.',
};
