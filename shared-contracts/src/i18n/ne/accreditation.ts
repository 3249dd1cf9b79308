/**
 * Nepali of the contracts' texts (i18n/ne.ts). Accreditation: the cycle, its stages and criteria,
 * the report, the fact sheet.
 */
export const ACCREDITATION_NE: Readonly<Record<string, string>> = {
  // accreditation.ts: the accreditation cycle, its stages and criteria
  'Letter of Intent': 'आशय पत्र',
  'Eligibility Letter': 'योग्यता पत्र',
  'Self-Study Report Submitted': 'स्वमूल्याङ्कन प्रतिवेदन पेस',
  'Self-Study Report Reviewed': 'स्वमूल्याङ्कन प्रतिवेदनको समीक्षा',
  'Peer Review Team Formed': 'समकक्षी समीक्षा टोली गठन',
  'Pre-Visit': 'पूर्व-भ्रमण',
  'Final Visit': 'अन्तिम भ्रमण',
  'Council Recommendation': 'परिषद्को सिफारिस',
  Award: 'प्रत्यायन प्रदान',
  'Policy and Procedure': 'नीति र कार्यविधि',
  'Curricular Aspects': 'पाठ्यक्रमसम्बन्धी पक्ष',
  'Teaching, Learning and Evaluation': 'शिक्षण, सिकाइ र मूल्याङ्कन',
  'Research, Consultancy and Extension': 'अनुसन्धान, परामर्श र विस्तार',
  'Infrastructure and Learning Resources': 'पूर्वाधार र सिकाइका स्रोत',
  'Student Support and Guidance': 'विद्यार्थी सहयोग र मार्गदर्शन',
  'Information System': 'सूचना प्रणाली',
  'Public Information': 'सार्वजनिक सूचना',
  'In Progress': 'प्रक्रियामा',
  Accredited: 'प्रत्यायित',
  Deferred: 'स्थगित',
  Withdrawn: 'फिर्ता लिइएको',
  'Expiring within 6 months': '६ महिनाभित्र म्याद सकिने',
  Expired: 'म्याद सकिएको',
  'Re-Accredited': 'पुनः प्रत्यायित',
  'No such campus': 'यस्तो क्याम्पस छैन',
  'This campus is already in an accreditation cycle.': 'यो क्याम्पस पहिले नै प्रत्यायन चक्रमा छ।',
  'This campus is accredited until {date}: a new cycle begins within 6 months of its expiry.':
    'यो क्याम्पस {date} सम्म प्रत्यायित छ: म्याद सकिनुभन्दा ६ महिनाभित्र मात्र नयाँ चक्र सुरु हुन्छ।',
  'This campus is accredited until {{date}}: a new cycle begins within 6 months of its expiry.':
    'यो क्याम्पस {{date}} सम्म प्रत्यायित छ: म्याद सकिनुभन्दा ६ महिनाभित्र मात्र नयाँ चक्र सुरु हुन्छ।',
  'Date must be a date (YYYY-MM-DD)': 'मिति वास्तविक मिति (YYYY-MM-DD) हुनुपर्छ',
  'The date cannot be in the future.': 'मिति भविष्यको हुन सक्दैन।',
  'The next stage of this cycle is {stage}.': 'यो चक्रको अर्को चरण {stage} हो।',
  'The next stage of this cycle is {{stage}}.': 'यो चक्रको अर्को चरण {{stage}} हो।',
  'This cycle has ended.': 'यो चक्र समाप्त भइसकेको छ।',
  'The date cannot be before the previous stage ({date}).':
    'मिति अघिल्लो चरणभन्दा ({date}) अघिको हुन सक्दैन।',
  'The date cannot be before the previous stage ({{date}}).':
    'मिति अघिल्लो चरणभन्दा ({{date}}) अघिको हुन सक्दैन।',
  'Only the commission records this stage.': 'यो चरण आयोगले मात्र अभिलेख गर्छ।',
  'The general impression is required': 'समग्र धारणा आवश्यक छ',
  'Each of the eight criteria is reviewed once': 'आठवटै मापदण्डको एक-एक पटक समीक्षा हुन्छ',
  'At least three observations for each criterion': 'प्रत्येक मापदण्डका लागि कम्तीमा तीनवटा अवलोकन',
  'At least one suggestion for each criterion': 'प्रत्येक मापदण्डका लागि कम्तीमा एउटा सुझाव',
  'The team needs one chair and at least two other members':
    'टोलीमा एक जना अध्यक्ष र कम्तीमा दुई जना अन्य सदस्य चाहिन्छ',
  'The recommendation is required': 'सिफारिस आवश्यक छ',
  'The outcome is required': 'परिणाम आवश्यक छ',
  'Valid until must be after the award date and at most five years after it':
    'मान्य अवधि प्रदान मितिपछिको र त्यसको बढीमा पाँच वर्षभित्रको हुनुपर्छ',
  'The reasons are required': 'कारणहरू आवश्यक छन्',
  'Only an accredited cycle can be withdrawn.': 'प्रत्यायित चक्र मात्र फिर्ता लिन सकिन्छ।',
  'Only an accredited cycle has a certificate.': 'प्रत्यायित चक्रको मात्र प्रमाणपत्र हुन्छ।',
  'No such accreditation cycle.': 'यस्तो प्रत्यायन चक्र छैन।',
  'Only a cycle with no stage after its letter of intent can be removed.':
    'आशय पत्रपछि कुनै चरण नभएको चक्र मात्र हटाउन सकिन्छ।',
  Chair: 'अध्यक्ष',
  Member: 'सदस्य',
  Coordinator: 'संयोजक',
  Secretary: 'सचिव',
  'The committee has one chair (the campus chief leads it)':
    'समितिमा एक जना अध्यक्ष हुन्छन् (क्याम्पस प्रमुखले नेतृत्व गर्छन्)',
  'Each member is an employee of the campus, named once':
    'प्रत्येक सदस्य क्याम्पसको कर्मचारी हुन्छ र एक पटक मात्र नाम राखिन्छ',
  'The committee is saved.': 'समिति सुरक्षित भयो।',
  // accreditation-reads.ts: the accreditation report
  'Accredited Campuses by Campus Type and {{by}}': 'क्याम्पसको प्रकार र {{by}}अनुसार प्रत्यायित क्याम्पस',
  'Accredited Campuses by Campus Type and University':
    'क्याम्पसको प्रकार र विश्वविद्यालयअनुसार प्रत्यायित क्याम्पस',
  'Accredited Campuses by Campus Type and Province': 'क्याम्पसको प्रकार र प्रदेशअनुसार प्रत्यायित क्याम्पस',
  'Accreditations Expiring within {{months}} Months or Expired, by {{by}}':
    '{{months}} महिनाभित्र म्याद सकिने वा म्याद सकिएका प्रत्यायन, {{by}}अनुसार',
  accreditation: 'प्रत्यायन',
  // fact-sheet.ts: the campus fact sheet
  'The contacts are saved.': 'सम्पर्क विवरण सुरक्षित भयो।',
  'Campus chief with phone or e-mail': 'फोन वा इमेलसहित क्याम्पस प्रमुख',
  'Focal person with phone or e-mail': 'फोन वा इमेलसहित सम्पर्क व्यक्ति',
};
