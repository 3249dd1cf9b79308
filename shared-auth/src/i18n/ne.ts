/** Nepali for shared-auth's texts: the top menus, the profile menu and the session's notices. */
export const AUTH_NE: Readonly<Record<string, string>> = {
  // The main top menu (navigation.ts MAIN_MENU).
  Dashboard: 'ड्यासबोर्ड',
  'Program Setup': 'कार्यक्रम सेटअप',
  Setup: 'सेटअप',
  Student: 'विद्यार्थी',
  Employee: 'कर्मचारी',
  'University-Budget': 'विश्वविद्यालय बजेट',
  Campuses: 'क्याम्पसहरू',
  Infrastructure: 'पूर्वाधार',
  GPS: 'जीपीएस',
  'Campus QAA': 'क्याम्पस गुणस्तर सुनिश्चितता तथा प्रत्यायन',
  'Campus-Fact sheet': 'क्याम्पस तथ्यपत्र',
  'Fact Sheet': 'तथ्यपत्र',
  User: 'प्रयोगकर्ता',
  Exam: 'परीक्षा',
  // The HEMIS Reports dropdown.
  'HEMIS Reports': 'HEMIS प्रतिवेदनहरू',
  'Summary Report': 'सारांश प्रतिवेदन',
  'Statistical Report': 'तथ्याङ्कीय प्रतिवेदन',
  'Student-summary Report': 'विद्यार्थी सारांश प्रतिवेदन',
  // The Links dropdown.
  Links: 'लिङ्कहरू',
  'User Manual': 'प्रयोगकर्ता पुस्तिका',
  'Old HEMIS': 'पुरानो HEMIS',
  // The profile menu, a Student's menu and the default sidebar.
  Profile: 'प्रोफाइल',
  'Change Password': 'पासवर्ड परिवर्तन',
  Logout: 'लगआउट',
  'My Record': 'मेरो विवरण',
  'Character Certificate': 'चारित्रिक प्रमाणपत्र',
  // The outbox (outbox.ts OUTBOX_TEXTS).
  'The link is down. What you entered is kept on this device and will be sent when the link is back.':
    'सम्पर्क टुटेको छ। तपाईंले भर्नुभएको विवरण यसै उपकरणमा राखिएको छ र सम्पर्क फर्किएपछि पठाइनेछ।',
};
