/** Nepali of the API's own texts (i18n/ne.ts). Mails, in the recipient's language. */
import { OPEN_ENROLMENT_MAIL, VERIFICATION_MAIL } from '@hemis/shared-contracts';

export const MAILS_NE: Readonly<Record<string, string>> = {
  // ---- mails, in the recipient's language ------------------------------------------------
  'Hello {{name}},': 'नमस्कार {{name}} ज्यू,',
  'HEMIS: reset your password': 'HEMIS: आफ्नो पासवर्ड रिसेट गर्नुहोस्',
  'Someone (hopefully you) asked to reset the password of your HEMIS account.':
    'कसैले (सम्भवतः तपाईंले नै) तपाईंको HEMIS खाताको पासवर्ड रिसेट गर्न अनुरोध गर्नुभएको छ।',
  'Open this link within 30 minutes to choose a new password:':
    'नयाँ पासवर्ड छान्न ३० मिनेटभित्र यो लिङ्क खोल्नुहोस्:',
  'If you did not ask for this, ignore this e-mail: your password stays the same.':
    'तपाईंले यो अनुरोध गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहनेछ।',
  'HEMIS: your account': 'HEMIS: तपाईंको खाता',
  'HEMIS: your password was reset': 'HEMIS: तपाईंको पासवर्ड रिसेट गरियो',
  'An administrator reset the password of your HEMIS account.':
    'प्रशासकले तपाईंको HEMIS खाताको पासवर्ड रिसेट गर्नुभएको छ।',
  'An administrator created a HEMIS account for you ({{role}}).':
    'प्रशासकले तपाईंका लागि HEMIS खाता ({{role}}) बनाउनुभएको छ।',
  'Sign in at {{link}} with this e-mail and the temporary password:':
    'यो इमेल र अस्थायी पासवर्ड प्रयोग गरी {{link}} मा साइन इन गर्नुहोस्:',
  'You will be asked to choose your own password at the first sign-in.':
    'पहिलो पटक साइन इन गर्दा तपाईंलाई आफ्नै पासवर्ड छान्न भनिनेछ।',
  [VERIFICATION_MAIL.verifiedSubject]: 'HEMIS: तपाईंको विद्यार्थी अभिलेख प्रमाणित भयो',
  [VERIFICATION_MAIL.rejectedSubject]: 'HEMIS: तपाईंको विद्यार्थी अभिलेख प्रमाणित भएन',
  [VERIFICATION_MAIL.yourCampus]: 'तपाईंको क्याम्पस',
  'Your student record at {{campus}} has been verified.':
    '{{campus}} मा रहेको तपाईंको विद्यार्थी अभिलेख प्रमाणित भएको छ।',
  'You can now sign in to HEMIS at {{link}} with your e-mail and password.':
    'अब तपाईं आफ्नो इमेल र पासवर्ड प्रयोग गरी {{link}} मा HEMIS मा साइन इन गर्न सक्नुहुन्छ।',
  'Your student record at {{campus}} was not verified.':
    '{{campus}} मा रहेको तपाईंको विद्यार्थी अभिलेख प्रमाणित भएन।',
  'Reason: {{reason}}': 'कारण: {{reason}}',
  'Please contact your campus to correct it.': 'सच्याउन कृपया आफ्नो क्याम्पसमा सम्पर्क गर्नुहोस्।',
  [OPEN_ENROLMENT_MAIL.subject]: 'HEMIS: तपाईंको आवेदन प्राप्त भयो',
  'Receipt No. {{no}}': 'रसिद नं. {{no}}',
  'Your application to {{program}} at {{campus}} is received and its fee is paid ({{receipt}}).':
    '{{campus}} को {{program}} कार्यक्रमका लागि तपाईंको आवेदन प्राप्त भएको छ र यसको शुल्क भुक्तानी भएको छ ({{receipt}})।',
  'The campus will now verify your details. You will get an e-mail when it has; you can then sign in to HEMIS with your e-mail and password.':
    'अब क्याम्पसले तपाईंको विवरण प्रमाणित गर्नेछ। प्रमाणित भएपछि तपाईंलाई इमेल आउनेछ; त्यसपछि तपाईं आफ्नो इमेल र पासवर्ड प्रयोग गरी HEMIS मा साइन इन गर्न सक्नुहुनेछ।',
  'HEMIS: the accreditation of {{campus}} expires on {{date}}':
    'HEMIS: {{campus}} को प्रत्यायनको अवधि {{date}} मा सकिँदै छ',
  "The commission's accreditation of {{campus}} is valid until {{date}}, one month from now.":
    'आयोगबाट {{campus}} ले पाएको प्रत्यायन {{date}} सम्म, अर्थात् आजदेखि एक महिनासम्म मात्र मान्य छ।',
  "The commission's accreditation of {{campus}} is valid until {{date}}, six months from now.":
    'आयोगबाट {{campus}} ले पाएको प्रत्यायन {{date}} सम्म, अर्थात् आजदेखि छ महिनासम्म मात्र मान्य छ।',
  'What to do: to stay accredited, the campus sends the commission its letter of intent for re-accreditation and prepares its self-study report by the eight criteria with its internal quality assurance committee. The commission records the letter under Campus QAA → Renew Accreditation, which begins the new cycle.':
    'के गर्ने: प्रत्यायन कायम राख्न क्याम्पसले पुनः प्रत्यायनका लागि आयोगमा मनसायपत्र पठाउँछ र आन्तरिक गुणस्तर सुनिश्चितता समितिमार्फत आठ वटा मापदण्डअनुसार स्वमूल्याङ्कन प्रतिवेदन तयार गर्छ। आयोगले उक्त पत्र क्याम्पस QAA → प्रत्यायन नवीकरणमा अभिलेख गर्छ, जसबाट नयाँ चक्र सुरु हुन्छ।',
  'HEMIS: the statistical return {{label}} is due on {{deadline}}':
    'HEMIS: तथ्याङ्क विवरण {{label}} बुझाउने अन्तिम मिति {{deadline}}',
  "{{campus}} has not yet submitted its annual statistical return for the fiscal year {{label}}. The commission's deadline is {{deadline}} ({{days}} day from today).":
    '{{campus}} ले आर्थिक वर्ष {{label}} को वार्षिक तथ्याङ्क विवरण अहिलेसम्म पेस गरेको छैन। आयोगले तोकेको अन्तिम मिति {{deadline}} हो (आजदेखि {{days}} दिन)।',
  "{{campus}} has not yet submitted its annual statistical return for the fiscal year {{label}}. The commission's deadline is {{deadline}} ({{days}} days from today).":
    '{{campus}} ले आर्थिक वर्ष {{label}} को वार्षिक तथ्याङ्क विवरण अहिलेसम्म पेस गरेको छैन। आयोगले तोकेको अन्तिम मिति {{deadline}} हो (आजदेखि {{days}} दिन)।',
  'What to do: sign in to HEMIS, open HEMIS Reports → Statistical Report, check the figures filled from your records, correct what the records do not hold (with a reason), explain each warning, and submit. Then print the return, have it signed and stamped, and upload the signed PDF on the same screen.':
    'के गर्ने: HEMIS मा साइन इन गरी HEMIS प्रतिवेदन → तथ्याङ्क प्रतिवेदन खोल्नुहोस्, अभिलेखबाट भरिएका तथ्याङ्क जाँच्नुहोस्, अभिलेखमा नभएका कुरा (कारणसहित) सच्याउनुहोस्, हरेक चेतावनी स्पष्ट पार्नुहोस् र पेस गर्नुहोस्। त्यसपछि विवरण मुद्रण गरी दस्तखत र छाप लगाउनुहोस्, र दस्तखत भएको PDF सोही पृष्ठमा अपलोड गर्नुहोस्।',
  'HEMIS: {{n}} campuses missed the statistical return {{label}}':
    'HEMIS: {{n}} वटा क्याम्पसले तथ्याङ्क विवरण {{label}} समयमा पेस गरेनन्',
  'The deadline for the statistical return {{label}} was {{deadline}}. These campuses of your university have not submitted it:':
    'तथ्याङ्क विवरण {{label}} को अन्तिम मिति {{deadline}} थियो। तपाईंको विश्वविद्यालयका यी क्याम्पसले विवरण पेस गरेका छैनन्:',
  'and {{n}} more': 'र थप {{n}} वटा',
  'What to do: ask each campus to submit its return, then endorse the submitted returns on HEMIS Reports → Statistical Report.':
    'के गर्ने: हरेक क्याम्पसलाई विवरण पेस गर्न भन्नुहोस्, त्यसपछि पेस भएका विवरण HEMIS प्रतिवेदन → तथ्याङ्क प्रतिवेदनमा समर्थन गर्नुहोस्।',
};
