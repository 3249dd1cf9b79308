/** Nepali of the contracts' texts (i18n/ne.ts). Character certificates. */
export const CHARACTER_NE: Readonly<Record<string, string>> = {
  // resources/character.ts: character certificates
  Applied: 'आवेदन दिइएको',
  Replaced: 'प्रतिस्थापित',
  'bears a good moral character. To the best of our knowledge, the student took no part in any activity against the rules of the campus or the law of the land.':
    'असल नैतिक चरित्र भएका हुनुहुन्छ। हाम्रो जानकारीमा उहाँले क्याम्पसको नियम वा देशको कानुनविपरीत कुनै पनि गतिविधिमा भाग लिनुभएको छैन।',
  'Name is required': 'नाम आवश्यक छ',
  'Studied from (BS year) is required': 'अध्ययन सुरु गरेको वर्ष (वि.सं.) आवश्यक छ',
  'The year of leaving cannot be before the year of joining':
    'छाडेको वर्ष भर्ना भएको वर्षभन्दा अघिको हुन सक्दैन',
  'Choose a student of this campus': 'यो क्याम्पसको विद्यार्थी छान्नुहोस्',
  "A student's details come from their record: change the record instead":
    'विद्यार्थीको विवरण उसको अभिलेखबाट आउँछ: बरु अभिलेख परिवर्तन गर्नुहोस्',
  'Only an application not yet decided can be changed, approved or rejected':
    'निर्णय नभएको आवेदन मात्र परिवर्तन, स्वीकृत वा अस्वीकृत गर्न सकिन्छ',
  'Only an issued certificate can be printed or reissued':
    'जारी भएको प्रमाणपत्र मात्र छाप्न वा पुनः जारी गर्न सकिन्छ',
  'Give the reason for the rejection': 'अस्वीकृतिको कारण लेख्नुहोस्',
  'No fiscal year covers today: the campus cannot number a certificate':
    'आजको मिति कुनै पनि आर्थिक वर्षभित्र पर्दैन: क्याम्पसले प्रमाणपत्रको नम्बर दिन सक्दैन',
  'Your application was sent to the campus': 'तपाईंको आवेदन क्याम्पसमा पठाइयो',
  'Application recorded': 'आवेदन अभिलेख भयो',
  'Certificate issued': 'प्रमाणपत्र जारी भयो',
  'Application rejected': 'आवेदन अस्वीकृत भयो',
  'Certificate reissued: the old one is marked replaced':
    'प्रमाणपत्र पुनः जारी भयो: पुरानोलाई प्रतिस्थापित भनी जनाइयो',
  'Application deleted': 'आवेदन मेटाइयो',
  'This student already has an application waiting for the campus':
    'यो विद्यार्थीको एउटा आवेदन क्याम्पसको निर्णयको प्रतीक्षामा पहिले नै छ',
  'Not issued yet: the certificate is verifiable once the campus issues it.':
    'अहिलेसम्म जारी भएको छैन: क्याम्पसले जारी गरेपछि प्रमाणपत्र प्रमाणित गर्न सकिन्छ।',
  'This character certificate is genuine: it was issued as shown below.':
    'यो चारित्रिक प्रमाणपत्र सक्कली हो: यो तल देखाइएबमोजिम जारी गरिएको थियो।',
  'This certificate was replaced by certificate No. {{number}} and is no longer valid.':
    'यो प्रमाणपत्रको सट्टा प्रमाणपत्र नं. {{number}} जारी भएको छ र यो अब मान्य छैन।',
  'Old format': 'पुरानो ढाँचा',
  Name: 'नाम',
  'Studied From (BS year)': 'अध्ययन सुरु (वि.सं. वर्ष)',
  'Studied To (BS year)': 'अध्ययन अन्त्य (वि.सं. वर्ष)',
  Conduct: 'आचरण',
  'Certificate No.': 'प्रमाणपत्र नं.',
  'Issued On': 'जारी मिति',
  'Issued By': 'जारी गर्ने',
  'Rejection Reason': 'अस्वीकृतिको कारण',
  Replaces: 'यसले प्रतिस्थापन गरेको',
  'Replaced By': 'यसलाई प्रतिस्थापन गर्ने',
  '{{from}} to {{to}} B.S.': 'वि.सं. {{from}} देखि {{to}} सम्म',
  '{{from}} to date B.S.': 'वि.सं. {{from}} देखि हालसम्म',
};
