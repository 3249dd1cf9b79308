/**
 * An amount in words as receipts print it, in the South Asian grouping (thousand, lakh, crore):
 * "Rupees One Lakh Twenty Thousand Five Hundred and Fifty Paisa Only" and its Nepali twin
 * "एक लाख बीस हजार पाँच सय रुपैयाँ पचास पैसा मात्र".
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function englishBelowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ten = TENS[Math.floor(n / 10)] ?? '';
  const one = ONES[n % 10] ?? '';
  return one ? `${ten}-${one}` : ten;
}

function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds] ?? ''} Hundred`);
  if (rest) parts.push(englishBelowHundred(rest));
  return parts.join(' ');
}

/** Nepali numerals' words from 0 to 99 (each is its own word in Nepali). */
const NEPALI_BELOW_HUNDRED = (
  'शून्य एक दुई तीन चार पाँच छ सात आठ नौ दश ' +
  'एघार बाह्र तेह्र चौध पन्ध्र सोह्र सत्र अठार उन्नाइस बीस ' +
  'एक्काइस बाइस तेइस चौबीस पच्चीस छब्बीस सत्ताइस अट्ठाइस उनन्तीस तीस ' +
  'एकतीस बत्तीस तेत्तीस चौंतीस पैंतीस छत्तीस सैंतीस अठतीस उनन्चालीस चालीस ' +
  'एकचालीस बयालीस त्रियालीस चवालीस पैंतालीस छयालीस सच्चालीस अठचालीस उनन्चास पचास ' +
  'एकाउन्न बाउन्न त्रिपन्न चउन्न पचपन्न छपन्न सन्ताउन्न अन्ठाउन्न उनन्साठी साठी ' +
  'एकसट्ठी बयसट्ठी त्रिसट्ठी चौंसट्ठी पैंसट्ठी छयसट्ठी सतसट्ठी अठसट्ठी उनन्सत्तरी सत्तरी ' +
  'एकहत्तर बहत्तर त्रिहत्तर चौहत्तर पचहत्तर छयहत्तर सतहत्तर अठहत्तर उनासी असी ' +
  'एकासी बयासी त्रियासी चौरासी पचासी छयासी सतासी अठासी उनान्नब्बे नब्बे ' +
  'एकानब्बे बयानब्बे त्रियानब्बे चौरानब्बे पन्चानब्बे छयानब्बे सन्तानब्बे अन्ठानब्बे उनान्सय'
).split(' ');

/** The groups above a hundred: crore (10^7), lakh (10^5), thousand (10^3). */
const GROUPS = [
  { size: 10_000_000, english: 'Crore', nepali: 'करोड' },
  { size: 100_000, english: 'Lakh', nepali: 'लाख' },
  { size: 1_000, english: 'Thousand', nepali: 'हजार' },
] as const;

/** The words of a whole number of rupees: [English, Nepali] (empty for zero). */
function wholeWords(value: number): [string, string] {
  const english: string[] = [];
  const nepali: string[] = [];
  let rest = value;
  // Crores above 99 are themselves counted in lakhs and thousands ("One Hundred Crore").
  const crores = Math.floor(rest / GROUPS[0].size);
  if (crores > 0) {
    const [e, n] = wholeWords(crores);
    english.push(`${e} Crore`);
    nepali.push(`${n} करोड`);
    rest %= GROUPS[0].size;
  }
  for (const group of GROUPS.slice(1)) {
    const count = Math.floor(rest / group.size);
    if (count > 0) {
      english.push(`${englishBelowHundred(count)} ${group.english}`);
      nepali.push(`${NEPALI_BELOW_HUNDRED[count] ?? ''} ${group.nepali}`);
    }
    rest %= group.size;
  }
  if (rest > 0) {
    english.push(englishBelowThousand(rest));
    const hundreds = Math.floor(rest / 100);
    if (hundreds) nepali.push(`${NEPALI_BELOW_HUNDRED[hundreds] ?? ''} सय`);
    if (rest % 100) nepali.push(NEPALI_BELOW_HUNDRED[rest % 100] ?? '');
  }
  return [english.join(' '), nepali.join(' ')];
}

/** "Rupees One Thousand and Fifty Paisa Only" for 100050 paisa ("Rupees Zero Only" for none). */
export function amountInWords(paisa: number): string {
  const whole = Math.floor(Math.abs(paisa) / 100);
  const cents = Math.abs(paisa) % 100;
  const [rupees] = wholeWords(whole);
  const parts = [`Rupees ${rupees || 'Zero'}`];
  if (cents) parts.push(`and ${englishBelowHundred(cents)} Paisa`);
  return `${paisa < 0 ? 'Minus ' : ''}${parts.join(' ')} Only`;
}

/** "एक हजार रुपैयाँ पचास पैसा मात्र" for 100050 paisa. */
export function amountInWordsNepali(paisa: number): string {
  const whole = Math.floor(Math.abs(paisa) / 100);
  const cents = Math.abs(paisa) % 100;
  const [, rupees] = wholeWords(whole);
  const parts = [`${rupees || 'शून्य'} रुपैयाँ`];
  if (cents) parts.push(`${NEPALI_BELOW_HUNDRED[cents] ?? ''} पैसा`);
  return `${paisa < 0 ? 'ऋण ' : ''}${parts.join(' ')} मात्र`;
}
