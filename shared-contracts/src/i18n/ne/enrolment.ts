/** Nepali of the contracts' texts (i18n/ne.ts). Online enrolment and its payment through eSewa. */
export const ENROLMENT_NE: Readonly<Record<string, string>> = {
  // resources/enrolment.ts: online enrolment
  'Online Enrolment': 'अनलाइन भर्ना',
  'Choose a campus and program open for enrolment': 'भर्नाका लागि खुला क्याम्पस र कार्यक्रम छान्नुहोस्',
  'This program is not open for online enrolment': 'यो कार्यक्रम अनलाइन भर्नाका लागि खुला छैन',
  'The campus sets this field': 'यो क्षेत्र क्याम्पसले भर्छ',
  'Choose a document type from the list': 'सूचीबाट कागजातको प्रकार छान्नुहोस्',
  'Your application is saved. Pay the application fee to send it to the campus.':
    'तपाईंको आवेदन सुरक्षित भयो। क्याम्पसमा पठाउन आवेदन शुल्क तिर्नुहोस्।',
  'Your application fee is paid and your application is with the campus for verification.':
    'तपाईंको आवेदन शुल्क तिरिएको छ र आवेदन प्रमाणीकरणका लागि क्याम्पसमा छ।',
  'This application expired before its fee was paid. Please apply again.':
    'शुल्क तिर्नुअघि नै यो आवेदनको म्याद सकियो। कृपया फेरि आवेदन दिनुहोस्।',
  'No campus has a program open for online enrolment just now.':
    'अहिले कुनै पनि क्याम्पसमा अनलाइन भर्नाका लागि खुला कार्यक्रम छैन।',
  'HEMIS: your application is received': 'HEMIS: तपाईंको आवेदन प्राप्त भयो',
  'Hello {{firstName}},\n\nYour application to {{program}} at {{campus}} is received and its fee is paid ({{receipt}}).\n\nThe campus will now verify your details. You will get an e-mail when it has; you can then sign in to HEMIS with your e-mail and password.\n':
    'नमस्ते {{firstName}},\n\n{{campus}} को {{program}} मा तपाईंको आवेदन प्राप्त भएको छ र यसको शुल्क तिरिएको छ ({{receipt}})।\n\nअब क्याम्पसले तपाईंको विवरण प्रमाणीकरण गर्नेछ। प्रमाणीकरण भएपछि तपाईंलाई इमेल आउनेछ; त्यसपछि तपाईं आफ्नो इमेल र पासवर्डले HEMIS मा साइन इन गर्न सक्नुहुन्छ।\n',
  // resources/esewa.ts: online payment
  'Online payment is not available.': 'अनलाइन भुक्तानी उपलब्ध छैन।',
  'Nothing is due to pay online.': 'अनलाइन तिर्नुपर्ने बाँकी केही छैन।',
  'No such payment.': 'यस्तो भुक्तानी छैन।',
  'This payment is no longer waiting to be paid.': 'यो भुक्तानी अब तिर्न बाँकी छैन।',
  'The payment answer could not be verified. Nothing was recorded.':
    'भुक्तानीको जवाफ प्रमाणित गर्न सकिएन। केही पनि अभिलेख भएन।',
  'eSewa has not confirmed this payment yet. Nothing was recorded; if money left your account, open this page again later.':
    'eSewa ले यो भुक्तानी अझै पुष्टि गरेको छैन। केही पनि अभिलेख भएन; तपाईंको खाताबाट रकम गएको भए केही समयपछि यो पृष्ठ फेरि खोल्नुहोस्।',
  'The payment was not completed. Nothing was charged or recorded.':
    'भुक्तानी पूरा भएन। कुनै रकम काटिएन र केही पनि अभिलेख भएन।',
  'Your payment is recorded.': 'तपाईंको भुक्तानी अभिलेख भयो।',
  'Students pay their own fees online.': 'विद्यार्थीले आफ्नो शुल्क आफैँ अनलाइन तिर्छन्।',
};
