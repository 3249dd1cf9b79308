/**
 * Nepali for the API's own texts: messages it writes beside the contracts' (which are in
 * shared-contracts/src/i18n/ne.ts), mails and printed documents. Each key is the English as the
 * code writes it, `{{placeholders}}` where a text takes values.
 */
import {
  GRANT_MESSAGES,
  MARKS_MESSAGES,
  OPEN_ENROLMENT_MAIL,
  VERIFICATION_MAIL,
} from '@hemis/shared-contracts';

export const API_NE: Readonly<Record<string, string>> = {
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

  // ---- every printed document ---------------------------------------------------------------
  'Scan to verify': 'स्क्यान गरी जाँच्नुहोस्',
  'Page {{page}} of {{pages}}': 'पृष्ठ {{page}} / {{pages}}',
  '{{bs}} BS ({{ad}} AD)': '{{bs}} वि.सं. ({{ad}} ई.सं.)',
  '{{ad}} AD': '{{ad}} ई.सं.',
  'Campus Chief': 'क्याम्पस प्रमुख',
  'Ref. No.: {{no}}': 'पत्र सङ्ख्या: {{no}}',
  'Date: {{date}}': 'मिति: {{date}}',
  Date: 'मिति',
  'Date (BS)': 'मिति (वि.सं.)',
  'Date (AD)': 'मिति (ई.सं.)',
  Student: 'विद्यार्थी',
  Name: 'नाम',
  Campus: 'क्याम्पस',
  University: 'विश्वविद्यालय',
  Program: 'कार्यक्रम',
  Faculty: 'संकाय',
  Level: 'तह',
  Batch: 'ब्याच',
  'Registration No.': 'दर्ता नं.',
  'Registration No. {{no}}': 'दर्ता नं. {{no}}',
  'Reg. No.': 'दर्ता नं.',
  'Roll No.': 'रोल नं.',
  'Symbol No.': 'सिम्बोल नं.',
  'S.N.': 'क्र.सं.',
  Total: 'जम्मा',
  Status: 'स्थिति',
  Gender: 'लिङ्ग',
  Male: 'पुरुष',
  Female: 'महिला',
  Other: 'अन्य',
  PHOTO: 'फोटो',
  'Year/Sem.': 'वर्ष/सेमेस्टर',
  'Year/Sem. {{n}}': 'वर्ष/सेमेस्टर {{n}}',
  'Printed {{date}}': 'मुद्रित मिति {{date}}',
  'Printed on {{date}}': 'मुद्रित मिति {{date}}',
  'Prepared by': 'तयार गर्ने',
  'Prepared by: {{name}}': 'तयार गर्ने: {{name}}',
  'Fiscal year {{year}}': 'आर्थिक वर्ष {{year}}',

  // The receipt.
  'Receipt {{no}}': 'रसिद {{no}}',
  'MONEY RECEIPT': 'रकम प्राप्ति रसिद',
  'Receipt No.': 'रसिद नं.',
  Particulars: 'विवरण',
  'Amount (NPR)': 'रकम (रु.)',
  Fine: 'जरिवाना',
  'Less Discount': 'घटाउ: छुट',
  'Less Scholarship': 'घटाउ: छात्रवृत्ति',
  'In words': 'अक्षरेपी',
  'Paid by': 'भुक्तानीको माध्यम',
  '{{mode}} (voucher {{voucher}})': '{{mode}} (भौचर नं. {{voucher}})',
  '{{mode}} (reference {{reference}})': '{{mode}} (सन्दर्भ नं. {{reference}})',
  'Issued by': 'जारी गर्ने',
  'Issued at': 'जारी गरिएको समय',
  Remarks: 'कैफियत',
  "Cashier's signature": 'खजान्चीको हस्ताक्षर',
  CANCELLED: 'रद्द',
  'Cancelled on {{date}}: {{reason}}': '{{date}} मा रद्द गरिएको: {{reason}}',

  // The identity card and the student list.
  'STUDENT IDENTITY CARD': 'विद्यार्थी परिचयपत्र',
  'Identity card: {{name}}': 'परिचयपत्र: {{name}}',
  'Student identity cards': 'विद्यार्थी परिचयपत्रहरू',
  PROGRAM: 'कार्यक्रम',
  'BATCH / YEAR OR SEMESTER': 'ब्याच / वर्ष वा सेमेस्टर',
  'REGISTRATION NO. / ROLL NO.': 'दर्ता नं. / रोल नं.',
  'DATE OF BIRTH (BS)': 'जन्म मिति (वि.सं.)',
  'Valid until {{date}}': '{{date}} सम्म मान्य',
  'No verified, active students match the filters.':
    'छानिएका सर्तसँग मिल्ने प्रमाणित, सक्रिय विद्यार्थी छैनन्।',
  'Student List': 'विद्यार्थी सूची',
  'All campuses': 'सबै क्याम्पस',
  'All campuses of the university': 'विश्वविद्यालयका सबै क्याम्पस',
  Verification: 'प्रमाणीकरण',
  '{{printed}}. The first {{shown}} of {{total}} students.':
    '{{printed}}। जम्मा {{total}} विद्यार्थीमध्ये पहिलो {{shown}} जना।',
  '{{printed}}. {{total}} student(s).': '{{printed}}। {{total}} जना विद्यार्थी।',
  'HEMIS: Student List, {{printed}}': 'HEMIS: विद्यार्थी सूची, {{printed}}',
  'No students match the filters.': 'छानिएका सर्तसँग मिल्ने विद्यार्थी छैनन्।',

  // The character certificate.
  'Character Certificate {{no}}': 'चारित्रिक प्रमाणपत्र {{no}}',
  'CHARACTER CERTIFICATE': 'चारित्रिक प्रमाणपत्र',
  'This is to certify that {{name}}{{about}} studied at this campus in the {{program}} program{{level}}{{period}}':
    'प्रमाणित गरिन्छ कि {{name}}{{about}} यस क्याम्पसमा {{program}} कार्यक्रम{{level}} अन्तर्गत{{period}} अध्ययनरत विद्यार्थी हुनुहुन्थ्यो',
  "whose father's name is {{father}} and mother's name is {{mother}}":
    'बुबा {{father}}, आमा {{mother}}',
  "whose father's name is {{name}}": 'बुबा {{name}}',
  "mother's name is {{name}}": 'आमा {{name}}',
  'born on {{date}}': 'जन्म मिति {{date}}',
  'holding university registration No. {{no}}': 'विश्वविद्यालय दर्ता नं. {{no}}',
  'from {{period}}': '{{period}}को अवधिमा',
  '{{from}} to {{to}} B.S.': 'वि.सं. {{from}} देखि {{to}} सम्म',
  '{{from}} to date B.S.': 'वि.सं. {{from}} देखि हालसम्म',
  '{{bs}} B.S. ({{ad}} A.D.)': '{{bs}} वि.सं. ({{ad}} ई.सं.)',
  '{{bs}} B.S.': '{{bs}} वि.सं.',
  'During the period of study, {{name}} {{conduct}}': 'अध्ययन अवधिमा {{name}} {{conduct}}',
  'This certificate is issued for the purpose of: {{purpose}}':
    'यो प्रमाणपत्र निम्न प्रयोजनका लागि जारी गरिएको हो: {{purpose}}',
  'We wish every success in the future.': 'उज्ज्वल भविष्यको शुभकामना व्यक्त गर्दछौं।',
  'This certificate replaces certificate No. {{no}}, which is no longer valid.':
    'यस प्रमाणपत्रले प्रमाणपत्र नं. {{no}} लाई प्रतिस्थापन गर्छ; त्यो अब मान्य छैन।',

  // Recommendation and transfer letters.
  'TRANSFER LETTER': 'स्थानान्तरण पत्र',
  'LETTER OF RECOMMENDATION': 'सिफारिस पत्र',
  'This is to certify that {{name}}{{registration}} was a student of this campus{{program}}{{left}}.':
    'प्रमाणित गरिन्छ कि {{name}}{{registration}} यस क्याम्पसका{{program}} विद्यार्थी हुनुहुन्थ्यो{{left}}।',
  'in the {{program}} program': '{{program}} कार्यक्रमका',
  'and left the campus on {{date}}': 'र {{date}} मा क्याम्पस छाड्नुभयो',
  'The campus has no objection to the transfer of {{name}}{{joining}}, and the student has no dues outstanding with the campus as far as its records show.':
    'विद्यार्थी {{name}}{{joining}} स्थानान्तरण भई जान चाहेमा यस क्याम्पसको कुनै आपत्ति छैन, र क्याम्पसको अभिलेखअनुसार उहाँको कुनै बक्यौता बाँकी छैन।',
  'to join {{destination}}': '{{destination}} मा',
  'We request that the student be admitted and given every help.':
    'विद्यार्थीलाई भर्ना गरी आवश्यक सहयोग गरिदिनुहुन अनुरोध छ।',
  'During the period of study, {{name}} was found to be sincere and of good conduct. We recommend the student for admission, employment or any other opportunity{{joining}}.':
    'अध्ययन अवधिमा {{name}} इमानदार र असल आचरणको पाइनुभयो। उहाँलाई{{joining}} भर्ना, रोजगारी वा अन्य कुनै पनि अवसरका लागि सिफारिस गर्दछौं।',
  'at {{destination}}': '{{destination}} मा',
  'We wish the student every success in the future.':
    'विद्यार्थीको उज्ज्वल भविष्यको शुभकामना व्यक्त गर्दछौं।',

  // The marksheet.
  'Marksheet: {{name}}, {{exam}}': 'अङ्कपत्र: {{name}}, {{exam}}',
  MARKSHEET: 'अङ्कपत्र',
  'Student: {{name}}': 'विद्यार्थी: {{name}}',
  'Symbol No.: {{symbol}}    Registration No.: {{registration}}':
    'सिम्बोल नं.: {{symbol}}    दर्ता नं.: {{registration}}',
  Subject: 'विषय',
  'Full marks': 'पूर्णाङ्क',
  'Pass marks': 'उत्तीर्णाङ्क',
  Theory: 'सैद्धान्तिक',
  Practical: 'प्रयोगात्मक',
  'Credit hours': 'क्रेडिट घण्टा',
  Grade: 'ग्रेड',
  'Grade point': 'ग्रेड बिन्दु',
  Result: 'नतिजा',
  AB: 'अनुपस्थित',
  SGPA: 'एसजीपीए',
  CGPA: 'सीजीपीए',
  Percentage: 'प्रतिशत',
  Division: 'श्रेणी',
  Rank: 'स्थान',
  'Exam coordinator': 'परीक्षा संयोजक',
  'Printed from HEMIS. Published {{date}}': 'HEMIS बाट मुद्रित। प्रकाशित मिति {{date}}',
  '(not published: provisional)': '(प्रकाशित नभएको: अस्थायी)',
  'No subjects': 'कुनै विषय छैन',

  // Admit cards and the routine.
  'ADMIT CARD': 'प्रवेशपत्र',
  'Admit cards': 'प्रवेशपत्रहरू',
  Exam: 'परीक्षा',
  Class: 'कक्षा',
  'Routine: {{exam}}': 'परीक्षा तालिका: {{exam}}',
  'Exam Routine: {{exam}}': 'परीक्षा तालिका: {{exam}}',
  'Exam dates: {{from}} to {{to}}': 'परीक्षा अवधि: {{from}} देखि {{to}} सम्म',
  Time: 'समय',
  Room: 'कोठा',
  'No routine entered yet.': 'परीक्षा तालिका अहिलेसम्म प्रविष्ट गरिएको छैन।',

  // The accreditation certificate.
  'Accreditation Certificate {{no}}': 'प्रत्यायन प्रमाणपत्र {{no}}',
  'University Grants Commission, Nepal': 'विश्वविद्यालय अनुदान आयोग, नेपाल',
  'Educational Quality Assurance and Accreditation Council':
    'शैक्षिक गुणस्तर सुनिश्चितता तथा प्रत्यायन परिषद्',
  'CERTIFICATE OF ACCREDITATION': 'प्रत्यायन प्रमाणपत्र',
  'This is to certify that': 'प्रमाणित गरिन्छ कि',
  'affiliated to {{university}}': '{{university}} बाट सम्बन्धनप्राप्त',
  'its university': 'आफ्नो विश्वविद्यालय',
  'has been accredited by the commission on the recommendation of the council, having met the standards of its eight criteria of quality assurance and accreditation.':
    'गुणस्तर सुनिश्चितता तथा प्रत्यायनका आठ वटा मापदण्ड पूरा गरेकाले परिषद्को सिफारिसमा आयोगबाट प्रत्यायित भएको छ।',
  'has been re-accredited by the commission on the recommendation of the council, having met the standards of its eight criteria of quality assurance and accreditation.':
    'गुणस्तर सुनिश्चितता तथा प्रत्यायनका आठ वटा मापदण्ड पूरा गरेकाले परिषद्को सिफारिसमा आयोगबाट पुनः प्रत्यायित भएको छ।',
  'Accredited on: {{date}}': 'प्रत्यायन मिति: {{date}}',
  'Valid until: {{date}}': 'मान्य अवधि: {{date}} सम्म',
  'Certificate No. {{no}} · Cycle {{cycle}}': 'प्रमाणपत्र नं. {{no}} · चक्र {{cycle}}',
  'Member Secretary, QAA Council': 'सदस्य सचिव, गुणस्तर सुनिश्चितता तथा प्रत्यायन परिषद्',
  Chairperson: 'अध्यक्ष',

  // The fact sheet.
  'Fact Sheet {{campus}}': 'तथ्यपत्र {{campus}}',
  'FACT SHEET': 'तथ्यपत्र',
  Address: 'ठेगाना',
  'Ward {{ward}}': 'वडा नं. {{ward}}',
  'Phone / e-mail': 'फोन / इमेल',
  Website: 'वेबसाइट',
  'Campus chief': 'क्याम्पस प्रमुख',
  'Focal person': 'सम्पर्क व्यक्ति',
  Accreditation: 'प्रत्यायन',
  'General information': 'सामान्य जानकारी',
  'Faculties, levels and programs offered': 'सञ्चालित संकाय, तह र कार्यक्रमहरू',
  'No program recorded.': 'कुनै कार्यक्रम अभिलेख गरिएको छैन।',
  'Students by program and level': 'कार्यक्रम र तहअनुसार विद्यार्थी',
  'No students recorded.': 'कुनै विद्यार्थी अभिलेख गरिएको छैन।',
  'Teaching staff by post': 'पदअनुसार शिक्षक',
  'Non-teaching staff by post': 'पदअनुसार शिक्षकेतर कर्मचारी',
  Post: 'पद',
  'No staff recorded.': 'कुनै कर्मचारी अभिलेख गरिएको छैन।',
  'Representative of the Commission': 'आयोगका प्रतिनिधि',
  'HEMIS: fact sheet of {{campus}}, printed {{date}}':
    'HEMIS: {{campus}} को तथ्यपत्र, मुद्रित मिति {{date}}',

  // The statistical return.
  'Annual Statistical Return': 'वार्षिक तथ्याङ्क विवरण',
  'Prabhat Return': 'प्रभात विवरण',
  'results and finance of {{year}}': '{{year}} को नतिजा र आर्थिक विवरण',
  'Status: {{status}}': 'स्थिति: {{status}}',
  'Submission {{number}}': 'पेस नं. {{number}}',
  'Source: {{source}}': 'स्रोत: {{source}}',
  Phone: 'फोन',
  'E-mail': 'इमेल',
  'No contact person entered.': 'कुनै सम्पर्क व्यक्ति प्रविष्ट गरिएको छैन।',
  Row: 'पङ्क्ति',
  'No figures.': 'कुनै तथ्याङ्क छैन।',
  'Corrected figures (*) and explained warnings': 'सच्याइएका तथ्याङ्क (*) र स्पष्ट पारिएका चेतावनी',
  'Figure or warning': 'तथ्याङ्क वा चेतावनी',
  Reported: 'प्रतिवेदित',
  'Reason or comment': 'कारण वा टिप्पणी',
  'Campus stamp': 'क्याम्पसको छाप',
  // Its tables (returns/figures.ts, people.ts), as the return names them.
  'Physical infrastructure': 'भौतिक पूर्वाधार',
  'Area (m²), rooms, seats or items': 'क्षेत्रफल (वर्ग मि.), कोठा, सिट वा सामग्री',
  'Income by source': 'स्रोतअनुसार आय',
  'Expenditure by head': 'शीर्षकअनुसार व्यय',
  'Not classified': 'वर्गीकरण नगरिएको',
  'Research activities of the last fiscal year': 'गत आर्थिक वर्षका अनुसन्धान गतिविधि',
  'Grants received (NPR)': 'प्राप्त अनुदान (रु.)',
  'Land plots (area m²)': 'जग्गा कित्ता (क्षेत्रफल वर्ग मि.)',
  'Buildings (plinth area m²)': 'भवन (प्लिन्थ क्षेत्रफल वर्ग मि.)',
  'Labs (seats)': 'प्रयोगशाला (सिट)',
  'Hostels (beds)': 'छात्रावास (बेड)',
  'Facilities recorded': 'अभिलेख गरिएका सुविधा',
  'Equipment items': 'उपकरण सामग्री',
  'Students by program and year': 'कार्यक्रम र वर्षअनुसार विद्यार्थी',
  'Students by program and semester': 'कार्यक्रम र सेमेस्टरअनुसार विद्यार्थी',
  'Appeared and passed by program': 'कार्यक्रमअनुसार परीक्षामा सहभागी र उत्तीर्ण',
  'Graduates by program': 'कार्यक्रमअनुसार स्नातक',
  'Staff by post, joining type and gender': 'पद, नियुक्तिको किसिम र लिङ्गअनुसार कर्मचारी',
  'Teaching staff': 'शिक्षक',
  'Teaching staff by joining type': 'नियुक्तिको किसिमअनुसार शिक्षक',
  'Non-Teaching staff by post': 'पदअनुसार शिक्षकेतर कर्मचारी',
  'Level not recorded': 'तह अभिलेख नगरिएको',

  // Accounts statements (trial balance, ledger statement, income and expenditure, balance sheet).
  'Fiscal year {{year}}: {{fromBs}} to {{toBs}} BS ({{fromAd}} to {{toAd}} AD)':
    'आर्थिक वर्ष {{year}}: वि.सं. {{fromBs}} देखि {{toBs}} सम्म (ई.सं. {{fromAd}} देखि {{toAd}} सम्म)',
  'As at {{bs}} BS ({{ad}} AD), fiscal year {{year}}':
    'वि.सं. {{bs}} (ई.सं. {{ad}}) सम्मको, आर्थिक वर्ष {{year}}',
  'HEMIS: {{title}}, printed {{date}}': 'HEMIS: {{title}}, मुद्रित मिति {{date}}',
  'No approved vouchers in this period.': 'यस अवधिमा स्वीकृत भौचर छैन।',
  'Ledger Statement: {{ledger}}': 'खाता विवरण: {{ledger}}',
  'Income and Expenditure Statement': 'आय व्यय विवरण',
  'Balance Sheet': 'वासलात',
  Ledger: 'खाता',
  'Sub-group': 'उपसमूह',
  Debit: 'डेबिट',
  Credit: 'क्रेडिट',
  Dr: 'डे.',
  Cr: 'क्रे.',
  Voucher: 'भौचर',
  Narration: 'व्यहोरा',
  Balance: 'बाँकी',
  Amount: 'रकम',
  'Opening balance': 'सुरु मौज्दात',
  'Closing balance': 'अन्तिम मौज्दात',
  Assets: 'सम्पत्ति',
  Liabilities: 'दायित्व',
  Equity: 'पुँजी',
  'Total income': 'जम्मा आय',
  'Total expenditure': 'जम्मा व्यय',
  'Total assets': 'जम्मा सम्पत्ति',
  'Total liabilities': 'जम्मा दायित्व',
  'Total equity': 'जम्मा पुँजी',
  Surplus: 'बचत',
  Deficit: 'घाटा',
  'Surplus of earlier years': 'अघिल्ला वर्षहरूको बचत',
  'Surplus of this year': 'यस वर्षको बचत',
  'Total liabilities, equity and surplus': 'जम्मा दायित्व, पुँजी र बचत',

  // The summary report.
  'Summary Report: {{reach}}': 'सारांश प्रतिवेदन: {{reach}}',
  'No fiscal year': 'आर्थिक वर्ष छैन',
  '{{n}} of {{total}} campuses have entered the records behind this section.':
    'यस खण्डका लागि {{total}} क्याम्पसमध्ये {{n}} ले अभिलेख प्रविष्ट गरेका छन्।',
  'No records.': 'कुनै अभिलेख छैन।',
  'University: {{name}}': 'विश्वविद्यालय: {{name}}',
  'Campus type: {{type}}': 'क्याम्पसको किसिम: {{type}}',
  'Province: {{name}}': 'प्रदेश: {{name}}',
  'District: {{name}}': 'जिल्ला: {{name}}',
  'Campus: {{name}}': 'क्याम्पस: {{name}}',
  'Faculty: {{name}}': 'संकाय: {{name}}',
  'Level: {{name}}': 'तह: {{name}}',
  'Program: {{name}}': 'कार्यक्रम: {{name}}',

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
