/**
 * Nepali of the contracts' texts (i18n/ne.ts). User management: account levels, modules and their
 * home tiles, actions, user messages.
 */
export const USERS_NE: Readonly<Record<string, string>> = {
  // campusModules.ts: each module's line on its home tile
  'Counts of campuses, students and employees in your reach.':
    'तपाईंको पहुँचभित्रका क्याम्पस, विद्यार्थी र कर्मचारीको सङ्ख्या।',
  'Levels, faculties, posts, fiscal years, batches, ethnic groups and fees.':
    'तह, संकाय, पद, आर्थिक वर्ष, ब्याच, जातीय समूह र शुल्क।',
  'Programs, subjects, major subjects and program fees.':
    'कार्यक्रम, विषय, मुख्य विषय र कार्यक्रमको शुल्क।',
  'Universities, campuses and central departments.': 'विश्वविद्यालय, क्याम्पस र केन्द्रीय विभाग।',
  'Enrolment, verification, upgrades, identity cards and student reports.':
    'भर्ना, प्रमाणीकरण, स्तरोन्नति, परिचयपत्र र विद्यार्थीसम्बन्धी प्रतिवेदन।',
  'Teaching and Non-Teaching staff, their attendance and summaries.':
    'शिक्षक तथा शिक्षकेतर कर्मचारी, उनीहरूको हाजिरी र सारांश।',
  'Exam schedules, routines, admit cards, marks entry and results.':
    'परीक्षाको तालिका, समय तालिका, प्रवेशपत्र, अङ्क प्रविष्टि र नतिजा।',
  'Land, buildings, labs, hostels, library, facilities and equipment.':
    'जग्गा, भवन, प्रयोगशाला, छात्रावास, पुस्तकालय, सुविधा र उपकरण।',
  'Graduation forms, approvals and graduates by fiscal year.':
    'दीक्षान्त फाराम, स्वीकृति र आर्थिक वर्षअनुसार दीक्षित।',
  'Fee receipts, collections and fee types.': 'शुल्कका रसिद, सङ्कलन र शुल्कका प्रकार।',
  'Dropouts by reason and recommendation letters.': 'कारणअनुसार पढाइ छाडेका र सिफारिस पत्र।',
  'User accounts, modules and permissions.': 'प्रयोगकर्ता खाता, मोड्युल र अनुमति।',
  'Quality assurance and accreditation of campuses.': 'क्याम्पसको गुणस्तर सुनिश्चितता र प्रत्यायन।',
  'Board exams appeared and passed, and pass rates.':
    'बोर्ड परीक्षामा सहभागी र उत्तीर्ण, तथा उत्तीर्ण दर।',
  'Finance heads, income and expenditure.': 'वित्तीय शीर्षक, आय र व्यय।',
  'Chart of accounts, vouchers, ledgers and statements.': 'खाताको सूची, भौचर, खाता र वित्तीय विवरण।',
  'Summary and statistical reports.': 'सारांश र तथ्याङ्क प्रतिवेदन।',
  'Unknown module': 'अज्ञात मोड्युल',
  'A module is listed twice': 'एउटा मोड्युल दुई पटक सूचीमा छ',
  // userManagement.ts: account levels, module and action titles, user messages
  Dashboard: 'ड्यासबोर्ड',
  Setup: 'सेटअप',
  'Program Setup': 'कार्यक्रम व्यवस्थापन',
  Infrastructure: 'भौतिक पूर्वाधार',
  Graduation: 'दीक्षान्त',
  User: 'प्रयोगकर्ता',
  'Campus QAA': 'क्याम्पसको गुणस्तर सुनिश्चितता तथा प्रत्यायन',
  'Pass Rate': 'उत्तीर्ण दर',
  'Public Finance': 'सार्वजनिक वित्त',
  Accounts: 'लेखा',
  'HEMIS Reports': 'HEMIS प्रतिवेदन',
  View: 'हेर्नुहोस्',
  Add: 'थप्नुहोस्',
  Edit: 'सम्पादन गर्नुहोस्',
  Delete: 'मेटाउनुहोस्',
  Approve: 'स्वीकृत गर्नुहोस्',
  Export: 'निर्यात गर्नुहोस्',
  'Role is required': 'भूमिका आवश्यक छ',
  'University is required for this role': 'यो भूमिकाका लागि विश्वविद्यालय आवश्यक छ',
  'Campus is required for this role': 'यो भूमिकाका लागि क्याम्पस आवश्यक छ',
  'You cannot give a role at or above your own':
    'तपाईंले आफ्नो भूमिकाको बराबर वा त्योभन्दा माथिको भूमिका दिन सक्नुहुन्न',
  'This account is outside your university or campus':
    'यो खाता तपाईंको विश्वविद्यालय वा क्याम्पसबाहिरको हो',
  'You cannot change your own role, status or permissions':
    'तपाईंले आफ्नै भूमिका, स्थिति वा अनुमति परिवर्तन गर्न सक्नुहुन्न',
  'A user with this email already exists!': 'यो इमेलको प्रयोगकर्ता पहिले नै छ!',
  'You can only grant permissions you hold yourself': 'तपाईंले आफूसँग भएका अनुमति मात्र प्रदान गर्न सक्नुहुन्छ',
  'Unknown permission': 'अज्ञात अनुमति',
  'SuperAdmin must keep every user management permission':
    'सुपर प्रशासकसँग प्रयोगकर्ता व्यवस्थापनका सबै अनुमति रहनैपर्छ',
  'User created. Give the temporary password to the user: it must be changed at first sign-in.':
    'प्रयोगकर्ता बनाइयो। अस्थायी पासवर्ड प्रयोगकर्तालाई दिनुहोस्: पहिलो पटक साइन इन गर्दा यसलाई परिवर्तन गर्नुपर्छ।',
  'User updated successfully': 'प्रयोगकर्ता सफलतापूर्वक अद्यावधिक भयो',
  'User activated': 'प्रयोगकर्ता सक्रिय गरियो',
  'User deactivated': 'प्रयोगकर्ता निष्क्रिय गरियो',
  'Password reset. Give the new temporary password to the user.':
    'पासवर्ड रिसेट भयो। नयाँ अस्थायी पासवर्ड प्रयोगकर्तालाई दिनुहोस्।',
  'Permissions saved': 'अनुमति सुरक्षित भयो',
  'Module saved': 'मोड्युल सुरक्षित भयो',
  'Failed to add user!': 'प्रयोगकर्ता थप्न सकिएन!',
  'The employee was not found in your reach': 'तपाईंको पहुँचभित्र कर्मचारी फेला परेन',
  'Campus not found': 'क्याम्पस फेला परेन',
  'University not found': 'विश्वविद्यालय फेला परेन',
  'The User module cannot be made inactive': 'प्रयोगकर्ता मोड्युल निष्क्रिय बनाउन मिल्दैन',
  'A permission cannot be both granted and revoked': 'एउटै अनुमति प्रदान र फिर्ता दुवै गर्न मिल्दैन',
  Disabled: 'निष्क्रिय गरिएको',
  'Status must be active or disabled': 'स्थिति सक्रिय वा निष्क्रिय गरिएको हुनुपर्छ',
  'Module title is required': 'मोड्युलको शीर्षक आवश्यक छ',
  'Unknown role': 'अज्ञात भूमिका',
};
