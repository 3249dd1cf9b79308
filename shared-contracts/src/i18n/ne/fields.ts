/**
 * Nepali of the contracts' texts (i18n/ne.ts). Field messages every contract shares, and the
 * shared field builders.
 */
export const FIELDS_NE: Readonly<Record<string, string>> = {
  // resource.ts: field messages every contract shares
  'Data deleted successfully': 'विवरण सफलतापूर्वक मेटाइयो',
  'Failed to update data!': 'विवरण अद्यावधिक गर्न सकिएन!',
  'This field is required': 'यो क्षेत्र आवश्यक छ',
  '{{label}} must be at most {{max}} characters': '{{label}} बढीमा {{max}} अक्षरको हुनुपर्छ',
  '{{label}} was not found': '{{label}} फेला परेन',
  '{{name}} is not a field of this list': '{{name}} यो सूचीको क्षेत्र होइन',
  Active: 'सक्रिय',
  Inactive: 'निष्क्रिय',
  Status: 'स्थिति',
  // resources/fields.ts: the shared field builders
  '{{label}} is required': '{{label}} आवश्यक छ',
  '{{what}} already exists!': '{{what}} पहिले नै छ!',
  'Short Name': 'छोटो नाम',
  'Short Name is required': 'छोटो नाम आवश्यक छ',
  Code: 'कोड',
  Alias: 'उपनाम',
  Remarks: 'कैफियत',
  'Fiscal Year': 'आर्थिक वर्ष',
  'Fiscal Year is required': 'आर्थिक वर्ष आवश्यक छ',
  Head: 'शीर्षक',
  'Head is required': 'शीर्षक आवश्यक छ',
  Program: 'कार्यक्रम',
  'Program is required': 'कार्यक्रम आवश्यक छ',
  Faculty: 'संकाय',
  'Faculty is required': 'संकाय आवश्यक छ',
  University: 'विश्वविद्यालय',
  'University is required': 'विश्वविद्यालय आवश्यक छ',
  Campus: 'क्याम्पस',
  'Campus is required': 'क्याम्पस आवश्यक छ',
  Province: 'प्रदेश',
  'Province is required': 'प्रदेश आवश्यक छ',
  District: 'जिल्ला',
  'District is required': 'जिल्ला आवश्यक छ',
  Email: 'इमेल',
  Phone: 'फोन',
  'Local Level': 'स्थानीय तह',
  'Ward No.': 'वडा नं.',
};
