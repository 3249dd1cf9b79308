/**
 * Nepali of the API's own texts (i18n/ne.ts). Messages the API writes beside the contracts', and
 * the verification page's verdicts and what a document states.
 */
import { GRANT_MESSAGES, MARKS_MESSAGES } from '@hemis/shared-contracts';

export const MESSAGES_NE: Readonly<Record<string, string>> = {
  // ---- messages the API writes -----------------------------------------------------------
  'Campus not found.': 'क्याम्पस फेला परेन।',
  '{{title}} not found.': '{{title}} फेला परेन।',
  'Candidate not found.': 'परीक्षार्थी फेला परेन।',
  'Exam class not found.': 'परीक्षाको कक्षा फेला परेन।',
  'Exam not found.': 'परीक्षा फेला परेन।',
  'Import job not found.': 'आयात कार्य फेला परेन।',
  'This file is not available.': 'यो फाइल उपलब्ध छैन।',
  'No candidate is registered in this class yet': 'यस कक्षामा अहिलेसम्म कुनै परीक्षार्थी दर्ता भएका छैनन्',
  'No such marks grid': 'यस्तो अङ्क तालिका छैन',
  'No such exam class': 'यस्तो परीक्षाको कक्षा छैन',
  'This student is not in this class': 'यो विद्यार्थी यस कक्षामा छैन',
  'This student is marked more than once': 'यो विद्यार्थीको हाजिरी एकभन्दा बढी पटक लगाइएको छ',
  'Reissue must be true or false': 'पुनः जारी true वा false हुनुपर्छ',
  'Program was not found': 'कार्यक्रम फेला परेन',
  "The program is not one of this campus's university": 'यो कार्यक्रम यस क्याम्पसको विश्वविद्यालयको होइन',
  'Batch was not found': 'ब्याच फेला परेन',
  'The batch belongs to another campus': 'यो ब्याच अर्को क्याम्पसको हो',
  'Signed out.': 'साइन आउट भयो।',
  'This field is sent more than once.': 'यो क्षेत्र एकभन्दा बढी पटक पठाइएको छ।',
  'Title must be at most {{max}} characters': 'शीर्षक बढीमा {{max}} अक्षरको हुनुपर्छ',
  '{{label}} was not found': '{{label}} फेला परेन',
  '{{label}} must be a date (YYYY-MM-DD)': '{{label}} मिति (YYYY-MM-DD) हुनुपर्छ',
  Search: 'खोज',
  'Choose an income ledger': 'आम्दानी खाता छान्नुहोस्',
  'The accounts have no ledger {{code}} for receipts': 'रसिदका लागि लेखामा {{code}} खाता छैन',
  'Instalment deleted': 'किस्ता मेटाइयो',
  [`${GRANT_MESSAGES.overGrant} (NPR {{amount}} open)`]:
    'किस्ताहरूको जम्मा अनुदानभन्दा बढी हुनु हुँदैन (रु. {{amount}} बाँकी)',
  [`${MARKS_MESSAGES.noScheme} ({{class}})`]:
    'यस विश्वविद्यालय र तहका लागि ग्रेडिङ योजना तोकिएको छैन ({{class}})',
  'a class': 'एउटा कक्षा',
  [`{{symbol}}: ${MARKS_MESSAGES.unknownSymbol}`]:
    '{{symbol}}: यस तालिकाका कुनै परीक्षार्थीको यो सिम्बोल नम्बर छैन',
  [`theory: ${MARKS_MESSAGES.notExamined}`]: 'सैद्धान्तिक: यो विषयको यस भागमा अङ्क हुँदैन',
  [`practical: ${MARKS_MESSAGES.notExamined}`]: 'प्रयोगात्मक: यो विषयको यस भागमा अङ्क हुँदैन',
  'Theory: {{problem}}': 'सैद्धान्तिक: {{problem}}',
  'Practical: {{problem}}': 'प्रयोगात्मक: {{problem}}',
  // The campus's accreditation in words (the fact sheet).
  'Not in the accreditation cycle': 'प्रत्यायन चक्रमा छैन',
  'Accredited until {{date}}': '{{date}} सम्म प्रत्यायित',
  'Re-Accredited until {{date}}': '{{date}} सम्म पुनः प्रत्यायित',
  'Accreditation expired on {{date}}': '{{date}} मा प्रत्यायनको अवधि सकियो',
  'Accreditation withdrawn': 'प्रत्यायन फिर्ता लिइयो',
  'Accreditation deferred': 'प्रत्यायन स्थगित',
  'In the accreditation cycle (cycle {{n}}): {{stage}} recorded, next {{next}}':
    'प्रत्यायन चक्रमा (चक्र {{n}}): {{stage}} अभिलेख भयो, अब {{next}}',
  'In the accreditation cycle (cycle {{n}}): {{stage}} recorded':
    'प्रत्यायन चक्रमा (चक्र {{n}}): {{stage}} अभिलेख भयो',

  // ---- the verification page: verdicts and what the document states ---------------------
  'This receipt was cancelled on {{date}}.': 'यो रसिद {{date}} मा रद्द गरिएको थियो।',
  'This receipt is genuine: it was issued as shown below.':
    'यो रसिद सक्कली हो: तल देखाइएअनुसार जारी गरिएको थियो।',
  'This letter was withdrawn by the campus: it is no longer valid.':
    'यो पत्र क्याम्पसले फिर्ता लिएको छ: यो अब मान्य छैन।',
  'This letter is genuine: it was issued as shown below.':
    'यो पत्र सक्कली हो: तल देखाइएअनुसार जारी गरिएको थियो।',
  'This registration was withdrawn by the campus: the admit card is no longer valid.':
    'यो दर्ता क्याम्पसले फिर्ता लिएको छ: प्रवेशपत्र अब मान्य छैन।',
  'This admit card is genuine: the candidate is registered as shown below.':
    'यो प्रवेशपत्र सक्कली हो: परीक्षार्थी तल देखाइएअनुसार दर्ता छन्।',
  'This marksheet is genuine: the published result is as shown below.':
    'यो अङ्कपत्र सक्कली हो: प्रकाशित नतिजा तल देखाइएअनुसार छ।',
  'This accreditation was withdrawn by the commission: {{reason}}':
    'आयोगले यो प्रत्यायन फिर्ता लिएको छ: {{reason}}',
  'This accreditation was withdrawn by the commission.': 'आयोगले यो प्रत्यायन फिर्ता लिएको छ।',
  'This accreditation expired on {{date}}.': 'यो प्रत्यायनको अवधि {{date}} मा सकियो।',
  'A genuine accreditation certificate of the commission, valid today.':
    'आयोगको सक्कली प्रत्यायन प्रमाणपत्र, आजको मितिमा मान्य।',
  'A genuine fact sheet printed by HEMIS from the campus’s records.':
    'क्याम्पसको अभिलेखबाट HEMIS ले मुद्रण गरेको सक्कली तथ्यपत्र।',
  'A genuine statistical return, submitted by the campus ({{status}}).':
    'क्याम्पसले पेस गरेको सक्कली तथ्याङ्क विवरण ({{status}})।',
  'This return was returned to the campus for correction: this copy is no longer current.':
    'यो विवरण सच्याउन क्याम्पसमा फिर्ता पठाइएको छ: यो प्रति अब चालु छैन।',
  Letter: 'पत्र',
  'Transfer letter': 'स्थानान्तरण पत्र',
  'Letter of recommendation': 'सिफारिस पत्र',
  'Issued on': 'जारी मिति',
  'Valid until': 'मान्य अवधि',
  'Certificate No.': 'प्रमाणपत्र नं.',
  'Period of study': 'अध्ययन अवधि',
  'Accredited on': 'प्रत्यायन मिति',
  Accredited: 'प्रत्यायित',
  'Re-Accredited': 'पुनः प्रत्यायित',
  'First printed': 'पहिलो पटक मुद्रित',
  'Fiscal year': 'आर्थिक वर्ष',
  Submission: 'पेस गरिएको विवरण',
  Cash: 'नगद',
  Bank: 'बैंक',
};
