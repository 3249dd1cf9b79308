/**
 * Nepali of the contracts' texts (i18n/ne.ts). The statistical return: the signed return, the
 * annual return, following a year, the open data.
 */
export const RETURNS_NE: Readonly<Record<string, string>> = {
  // resources/signedReturn.ts: the signed statistical return
  'Signed Statistical Return': 'हस्ताक्षरित तथ्याङ्क विवरण',
  'The campus already has a signed return for this fiscal year':
    'यो आर्थिक वर्षको हस्ताक्षरित विवरण क्याम्पसले पहिले नै बुझाइसकेको छ',
  'Signed Return (PDF)': 'हस्ताक्षरित विवरण (PDF)',
  'The signed return must be a PDF': 'हस्ताक्षरित विवरण PDF हुनुपर्छ',
  'The file is too large (at most 10 MB)': 'फाइल धेरै ठूलो छ (बढीमा १० MB)',
  'The signed return (PDF) is required': 'हस्ताक्षरित विवरण (PDF) आवश्यक छ',
  // statistical-return.ts: the annual statistical return
  'Statistical Report': 'तथ्याङ्क प्रतिवेदन',
  'Prabhat (short return)': 'प्रभात (छोटो विवरण)',
  'Not started': 'सुरु नभएको',
  Submitted: 'पेस गरिएको',
  Endorsed: 'समर्थन गरिएको',
  Returned: 'फिर्ता गरिएको',
  Accepted: 'स्वीकार गरिएको',
  'Draft saved': 'मस्यौदा सुरक्षित भयो',
  'Endorsed by the university': 'विश्वविद्यालयबाट समर्थन गरिएको',
  'Accepted by the commission': 'आयोगबाट स्वीकार गरिएको',
  'Signed return uploaded': 'हस्ताक्षरित विवरण अपलोड गरियो',
  '1A. Enrolment in annual programs': '१क. वार्षिक कार्यक्रममा भर्ना',
  'Students on the roll in the fiscal year (Student Management), by program and year':
    'आर्थिक वर्षमा अभिलेखमा रहेका विद्यार्थी (विद्यार्थी व्यवस्थापन), कार्यक्रम र वर्षअनुसार',
  '1B. Enrolment in semester programs': '१ख. सेमेस्टर कार्यक्रममा भर्ना',
  'Students on the roll in the fiscal year (Student Management), by program and semester':
    'आर्थिक वर्षमा अभिलेखमा रहेका विद्यार्थी (विद्यार्थी व्यवस्थापन), कार्यक्रम र सेमेस्टरअनुसार',
  '2. Examination status of the last fiscal year (regular students)':
    '२. गत आर्थिक वर्षको परीक्षाको अवस्था (नियमित विद्यार्थी)',
  'Board exam sittings of the last fiscal year (Pass Rate), and its graduations':
    'गत आर्थिक वर्षका बोर्ड परीक्षा (उत्तीर्ण दर) र सोही वर्षका दीक्षित',
  '3. Teaching and Non-Teaching staff': '३. शिक्षक तथा शिक्षकेतर कर्मचारी',
  'Working employees (Employee Management), by post, joining type and gender':
    'कार्यरत कर्मचारी (कर्मचारी व्यवस्थापन), पद, नियुक्तिको प्रकार र लिङ्गअनुसार',
  '4. Research, publications and fellowships of the last fiscal year':
    '४. गत आर्थिक वर्षका अनुसन्धान, प्रकाशन र फेलोसिप',
  'Research records of the last fiscal year (/research)':
    'गत आर्थिक वर्षका अनुसन्धानका अभिलेख (/research)',
  '5. Physical infrastructure': '५. भौतिक पूर्वाधार',
  'Land, buildings, labs, hostels, facilities and equipment (Infrastructure)':
    'जग्गा, भवन, प्रयोगशाला, छात्रावास, सुविधा र उपकरण (भौतिक पूर्वाधार)',
  '6. Actual income and expenditure of the last fiscal year': '६. गत आर्थिक वर्षको वास्तविक आय र व्यय',
  'Income and expenditure entries of the last fiscal year (Public Finance), by head':
    'गत आर्थिक वर्षका आय र व्ययका प्रविष्टि (सार्वजनिक वित्त), शीर्षकअनुसार',
  '7. Contact persons': '७. सम्पर्क व्यक्ति',
  'Entered on this return': 'यसै विवरणमा प्रविष्ट गरिएको',
  'Choose an existing fiscal year.': 'अभिलेखमा भएको आर्थिक वर्ष छान्नुहोस्।',
  'Choose a campus in your reach.': 'आफ्नो पहुँचभित्रको क्याम्पस छान्नुहोस्।',
  'Returns of this fiscal year are not open: the commission has published it.':
    'यो आर्थिक वर्षका विवरण खुला छैनन्: आयोगले यसलाई प्रकाशित गरिसकेको छ।',
  'This return has been submitted: it can be changed only once it is returned.':
    'यो विवरण पेस भइसकेको छ: फिर्ता आएपछि मात्र यसलाई परिवर्तन गर्न सकिन्छ।',
  'The return has errors to correct before it can be submitted.':
    'पेस गर्नुअघि विवरणमा सच्याउनुपर्ने त्रुटिहरू छन्।',
  'Explain each warning before submitting.': 'पेस गर्नुअघि प्रत्येक चेतावनीको स्पष्टीकरण दिनुहोस्।',
  'Only a submitted return can be endorsed.': 'पेस भएको विवरणलाई मात्र समर्थन गर्न सकिन्छ।',
  'Only a submitted return can be endorsed or returned by the university.':
    'विश्वविद्यालयले पेस भएको विवरणलाई मात्र समर्थन गर्न वा फिर्ता पठाउन सक्छ।',
  'Only a submitted or endorsed return can be accepted or returned.':
    'पेस वा समर्थन भएको विवरण मात्र स्वीकार गर्न वा फिर्ता पठाउन सकिन्छ।',
  'Say why the return goes back (a comment).': 'विवरण किन फिर्ता पठाइँदै छ, लेख्नुहोस् (टिप्पणी)।',
  'Give the reason for the corrected figure.': 'सच्याइएको अङ्कको कारण लेख्नुहोस्।',
  'No such figure on the form.': 'फाराममा यस्तो अङ्क छैन।',
  'No such return.': 'यस्तो विवरण छैन।',
  'The return was submitted.': 'विवरण पेस भयो।',
  'The draft was saved.': 'मस्यौदा सुरक्षित भयो।',
  'At most three contact persons.': 'बढीमा तीन जना सम्पर्क व्यक्ति।',
  'The deadline must be a date (YYYY-MM-DD).': 'अन्तिम म्याद मिति (YYYY-MM-DD) हुनुपर्छ।',
  'No accepted return of this fiscal year yet.':
    'यो आर्थिक वर्षको कुनै पनि विवरण अहिलेसम्म स्वीकार भएको छैन।',
  'This fiscal year is already published.': 'यो आर्थिक वर्ष पहिले नै प्रकाशित भइसकेको छ।',
  'This fiscal year has not been published.': 'यो आर्थिक वर्ष प्रकाशित भएको छैन।',
  'No such open-data table.': 'खुला तथ्याङ्कको यस्तो तालिका छैन।',
  'Submit the return before uploading its signed copy.':
    'हस्ताक्षरित प्रति अपलोड गर्नुअघि विवरण पेस गर्नुहोस्।',
  // statistical-return-year.ts: following the year's returns
  'Campus type': 'क्याम्पसको प्रकार',
  'Passed is at most appeared': 'उत्तीर्ण सङ्ख्या सहभागी सङ्ख्याभन्दा बढी हुँदैन',
  'Girls are at most the total': 'छात्रा सङ्ख्या जम्माभन्दा बढी हुँदैन',
  'Every program run has enrolment': 'सञ्चालित प्रत्येक कार्यक्रममा भर्ना छ',
  'Change from last year’s accepted figure': 'गत वर्षको स्वीकृत अङ्कभन्दा फरक',
  'Staff without a post': 'पद नतोकिएका कर्मचारी',
  'A section left empty': 'खाली छाडिएको खण्ड',
  // open-data.ts: the tables of published years
  'Enrolment by province and gender': 'प्रदेश र लिङ्गअनुसार भर्ना',
  'Enrolment by university and gender': 'विश्वविद्यालय र लिङ्गअनुसार भर्ना',
  'Enrolment by level and gender': 'तह र लिङ्गअनुसार भर्ना',
  'Enrolment by faculty and gender': 'संकाय र लिङ्गअनुसार भर्ना',
  'Campuses by type and province': 'प्रकार र प्रदेशअनुसार क्याम्पस',
  'Pass rates by level': 'तहअनुसार उत्तीर्ण दर',
  'Graduates by level and gender': 'तह र लिङ्गअनुसार दीक्षित',
  'Teachers by joining type and gender': 'नियुक्तिको प्रकार र लिङ्गअनुसार शिक्षक',
};
