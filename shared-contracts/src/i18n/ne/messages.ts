/**
 * Nepali of the contracts' texts (i18n/ne.ts). The message catalogues (messages.ts,
 * accountMessages.ts, permissionMessages.ts) and the role names.
 */
export const MESSAGES_NE: Readonly<Record<string, string>> = {
  // messages.ts: sign-in
  'Wrong Credentials. Email or Password is Wrong.': 'गलत विवरण। इमेल वा पासवर्ड गलत छ।',
  'An error occurred. Please try again later.': 'त्रुटि भयो। कृपया केही समयपछि फेरि प्रयास गर्नुहोस्।',
  'An unexpected error occurred.': 'अनपेक्षित त्रुटि भयो।',
  'Email and password are required.': 'इमेल र पासवर्ड आवश्यक छन्।',
  'Unexpected response format.': 'जवाफको ढाँचा अनपेक्षित छ।',
  'Successfully Logged In!': 'सफलतापूर्वक लग इन भयो!',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'साइन इनका धेरै प्रयास भए। कृपया केही मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
  'Your account is waiting for verification by your campus.':
    'तपाईंको खाता तपाईंको क्याम्पसबाट प्रमाणीकरणको प्रतीक्षामा छ।',
  'Your account has been deactivated. Please contact your administrator.':
    'तपाईंको खाता निष्क्रिय गरिएको छ। कृपया आफ्नो प्रशासकलाई सम्पर्क गर्नुहोस्।',
  // messages.ts: sign-up
  'First name is required': 'पहिलो नाम आवश्यक छ',
  'Last name is required': 'थर आवश्यक छ',
  'Phone number is required': 'फोन नम्बर आवश्यक छ',
  'Phone number must be 10 digits': 'फोन नम्बर १० अङ्कको हुनुपर्छ',
  'Email is required': 'इमेल आवश्यक छ',
  'Please enter a valid email address': 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्',
  'Gender is required': 'लिङ्ग आवश्यक छ',
  'Password is required': 'पासवर्ड आवश्यक छ',
  'Confirm password is required': 'पासवर्ड पुष्टि आवश्यक छ',
  'Passwords do not match': 'पासवर्डहरू मिलेनन्',
  'Passwords match': 'पासवर्डहरू मिले',
  'An account with this email already exists.': 'यो इमेलको खाता पहिले नै छ।',
  'Student registration failed!': 'विद्यार्थी दर्ता असफल भयो!',
  'Student successfully registered.': 'विद्यार्थी सफलतापूर्वक दर्ता भयो।',
  'Student successfully registered. Your campus will verify your account before you can sign in.':
    'विद्यार्थी सफलतापूर्वक दर्ता भयो। तपाईंले साइन इन गर्नुअघि तपाईंको क्याम्पसले खाता प्रमाणीकरण गर्नेछ।',
  // messages.ts: forgotten and changed passwords
  'If an account exists for this email, a reset link will be sent to it.':
    'यो इमेलको खाता भएमा त्यसमा पासवर्ड रिसेट लिङ्क पठाइनेछ।',
  'A reset link has been sent to your email. Please Check your Email.':
    'तपाईंको इमेलमा रिसेट लिङ्क पठाइएको छ। कृपया आफ्नो इमेल हेर्नुहोस्।',
  'Failed to send reset link. Please check the email address and try again.':
    'रिसेट लिङ्क पठाउन सकिएन। कृपया इमेल ठेगाना जाँचेर फेरि प्रयास गर्नुहोस्।',
  'Passwords do not match.': 'पासवर्डहरू मिलेनन्।',
  'Your password has been successfully reset. Redirecting to sign-in page...':
    'तपाईंको पासवर्ड सफलतापूर्वक रिसेट भयो। साइन इन पृष्ठमा लगिँदै छ...',
  'Failed to reset password. Please try again.': 'पासवर्ड रिसेट गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  'An error occurred. Please check your input and try again.':
    'त्रुटि भयो। कृपया आफूले भरेको विवरण जाँचेर फेरि प्रयास गर्नुहोस्।',
  'This reset link is invalid or has expired.': 'यो रिसेट लिङ्क अमान्य छ वा यसको म्याद सकिएको छ।',
  'Your password has been reset. Please sign in with your new password.':
    'तपाईंको पासवर्ड रिसेट भयो। कृपया नयाँ पासवर्डले साइन इन गर्नुहोस्।',
  'Current password is required': 'हालको पासवर्ड आवश्यक छ',
  'Current password is wrong.': 'हालको पासवर्ड गलत छ।',
  'Your password has been changed.': 'तपाईंको पासवर्ड परिवर्तन भयो।',
  'Failed to change password. Please try again.':
    'पासवर्ड परिवर्तन गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  'Password must be at least 8 characters': 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ',
  'Password must be at most 128 characters': 'पासवर्ड बढीमा १२८ अक्षरको हुनुपर्छ',
  // messages.ts: faculty, level, subject
  'Faculty already exists!': 'संकाय पहिले नै छ!',
  'Failed to add data!': 'विवरण थप्न सकिएन!',
  'Data Successfuly Added !!': 'विवरण सफलतापूर्वक थपियो !!',
  'Faculty updated successfully': 'संकाय सफलतापूर्वक अद्यावधिक भयो',
  'Failed to update Faculty': 'संकाय अद्यावधिक गर्न सकिएन',
  'Level already exists!': 'तह पहिले नै छ!',
  'Data added successfully!': 'विवरण सफलतापूर्वक थपियो!',
  'Data updated Successfully': 'विवरण सफलतापूर्वक अद्यावधिक भयो',
  'Level Name is required': 'तहको नाम आवश्यक छ',
  'Code is required': 'कोड आवश्यक छ',
  'Subject Added Successfully!!': 'विषय सफलतापूर्वक थपियो!!',
  'Error adding subject: ': 'विषय थप्दा त्रुटि भयो: ',
  'Error adding subject: {{error}}': 'विषय थप्दा त्रुटि भयो: {{error}}',
  // messages.ts: HTTP answers
  'Some fields are not valid.': 'केही क्षेत्रहरू मान्य छैनन्।',
  'Please sign in to continue.': 'अगाडि बढ्न कृपया साइन इन गर्नुहोस्।',
  'Your session has ended. Please sign in again.': 'तपाईंको सत्र समाप्त भयो। कृपया फेरि साइन इन गर्नुहोस्।',
  'You are not allowed to do this.': 'तपाईंलाई यो काम गर्ने अनुमति छैन।',
  'Not found.': 'फेला परेन।',
  'This record already exists.': 'यो अभिलेख पहिले नै छ।',
  'The request is too large.': 'अनुरोध धेरै ठूलो छ।',
  'Too many requests. Please wait a moment and try again.':
    'धेरै अनुरोधहरू आए। कृपया एकछिन पर्खेर फेरि प्रयास गर्नुहोस्।',
  'Something went wrong on our side. Please try again later.':
    'हाम्रो तर्फबाट केही गडबड भयो। कृपया केही समयपछि फेरि प्रयास गर्नुहोस्।',
  'The request body is not valid JSON.': 'अनुरोधको मुख्य भाग मान्य JSON होइन।',
  'This field is not accepted.': 'यो क्षेत्र स्वीकार्य छैन।',
  'Campus was not found': 'क्याम्पस फेला परेन',
  // messages.ts: not-found page and remote modules
  'Oops!': 'ओहो!',
  '404 Error: Page not found': '४०४ त्रुटि: पृष्ठ फेला परेन',
  'Go to homepage': 'गृहपृष्ठमा जानुहोस्',
  'Module unavailable': 'मोड्युल उपलब्ध छैन',
  'This part of HEMIS could not be loaded right now. The rest of the system keeps working; please try again later.':
    'HEMIS को यो भाग अहिले खोल्न सकिएन। प्रणालीका अरू भाग चलिरहेका छन्; कृपया केही समयपछि फेरि प्रयास गर्नुहोस्।',
  'Try again': 'फेरि प्रयास गर्नुहोस्',
  // messages.ts: values no field takes (INPUT_MESSAGES)
  '{{label}} must be a whole number from 1 to 2147483647, without leading zeros':
    '{{label}} सुरुमा शून्य नभएको १ देखि २१४७४८३६४७ सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  '{{label}} must be a number': '{{label}} सङ्ख्या हुनुपर्छ',
  '{{label}} must be a whole number': '{{label}} पूर्ण सङ्ख्या हुनुपर्छ',
  '{{label}} must be at least {{min}}': '{{label}} कम्तीमा {{min}} हुनुपर्छ',
  '{{label}} must be at most {{max}}': '{{label}} बढीमा {{max}} हुनुपर्छ',
  '{{label}} must be true or false': '{{label}} सही वा गलत हुनुपर्छ',
  '{{label}} must be a date (YYYY-MM-DD)': '{{label}} मिति (YYYY-MM-DD) हुनुपर्छ',
  '{{label}} must not contain NUL characters': '{{label}}मा NUL अक्षर हुनु हुँदैन',
  'This value is not of the right kind.': 'यो मान सही प्रकारको छैन।',
  'This number is too large.': 'यो सङ्ख्या धेरै ठूलो छ।',
  'This text is too long.': 'यो पाठ धेरै लामो छ।',
  'This is not a date (YYYY-MM-DD).': 'यो मिति (YYYY-MM-DD) होइन।',
  'This date is not on the calendar.': 'यो मिति पात्रोमा छैन।',
  'This text holds characters that cannot be stored.': 'यो पाठमा सुरक्षित गर्न नमिल्ने अक्षरहरू छन्।',
  'This record was not found.': 'यो अभिलेख फेला परेन।',
  // messages.ts: a record still in use (stillUsed), its whole forms and its pieces
  'This {{title}} is still used by {{list}}.': 'यो {{title}} अझै पनि {{list}}मा प्रयोग भइरहेको छ।',
  'This {{title}} is still used by {{n}} {{uses}}.':
    'यो {{title}} अझै पनि {{n}} {{uses}}मा प्रयोग भइरहेको छ।',
  'This {{title}} is still used by {{n}} {{uses}} and {{m}} {{more}}.':
    'यो {{title}} अझै पनि {{n}} {{uses}} र {{m}} {{more}}मा प्रयोग भइरहेको छ।',
  'This {{title}} is still used by {{n}} {{uses}}, {{m}} {{more}} and {{k}} {{rest}}.':
    'यो {{title}} अझै पनि {{n}} {{uses}}, {{m}} {{more}} र {{k}} {{rest}}मा प्रयोग भइरहेको छ।',
  'This {{title}} is still used by {{n}} {{uses}}, {{m}} {{more}}, {{k}} {{rest}} and {{j}} {{last}}.':
    'यो {{title}} अझै पनि {{n}} {{uses}}, {{m}} {{more}}, {{k}} {{rest}} र {{j}} {{last}}मा प्रयोग भइरहेको छ।',
  'user account': 'प्रयोगकर्ता खाता',
  'user accounts': 'प्रयोगकर्ता खाता',
  document: 'कागजात',
  documents: 'कागजात',
  // messages.ts: addresses
  'Permanent Address': 'स्थायी ठेगाना',
  'Temporary Address': 'अस्थायी ठेगाना',
  Location: 'स्थान',
  'Same as permanent address': 'स्थायी ठेगाना जस्तै',
  'Choose the province first': 'पहिले प्रदेश छान्नुहोस्',
  'Choose the district first': 'पहिले जिल्ला छान्नुहोस्',
  'The district is not in the selected province': 'यो जिल्ला छानिएको प्रदेशमा पर्दैन',
  'The local level is not in the selected district': 'यो स्थानीय तह छानिएको जिल्लामा पर्दैन',
  // accountMessages.ts
  'Failed to load your profile. Please try again later.':
    'तपाईंको प्रोफाइल खोल्न सकिएन। कृपया केही समयपछि फेरि प्रयास गर्नुहोस्।',
  'Your profile has been updated.': 'तपाईंको प्रोफाइल अद्यावधिक भयो।',
  'Failed to update your profile. Please try again.':
    'तपाईंको प्रोफाइल अद्यावधिक गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  'Campus logo': 'क्याम्पसको लोगो',
  // permissionMessages.ts
  'Access denied': 'पहुँच अस्वीकृत',
  'You do not have permission to view this page.': 'तपाईंलाई यो पृष्ठ हेर्ने अनुमति छैन।',
  'From role': 'भूमिकाबाट',
  Granted: 'प्रदान गरिएको',
  Revoked: 'फिर्ता लिइएको',
  'Not given': 'नदिइएको',
  All: 'सबै',
  'Last changed by {{by}} on {{at}}': '{{by}}ले {{at}} मा अन्तिम पटक परिवर्तन गरेको',
  'Last changed by the system on {{at}}': 'प्रणालीले {{at}} मा अन्तिम पटक परिवर्तन गरेको',
  'the system': 'प्रणाली',
  'Not changed yet': 'अहिलेसम्म परिवर्तन भएको छैन',
  'Temporary password': 'अस्थायी पासवर्ड',
  'Give this password to the user. It must be changed at first sign-in and is not shown again.':
    'यो पासवर्ड प्रयोगकर्तालाई दिनुहोस्। पहिलो पटक साइन इन गर्दा यसलाई परिवर्तन गर्नुपर्छ र यो फेरि देखाइने छैन।',
  // roles.ts (the role names as screens show them)
  SuperAdmin: 'सुपर प्रशासक',
  Admin: 'प्रशासक',
  UgcAdmin: 'वि.अ.आ. प्रशासक',
  UniAdmin: 'विश्वविद्यालय प्रशासक',
  CollegeAdmin: 'क्याम्पस प्रशासक',
  CollegeUser: 'क्याम्पस प्रयोगकर्ता',
  Student: 'विद्यार्थी',
};
