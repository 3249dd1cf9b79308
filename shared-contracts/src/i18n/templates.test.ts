import { TemplateIndex, fillTemplate, translateFinished } from './templates';

const NE: Record<string, string> = {
  Amount: 'रकम',
  'Fiscal Year': 'आर्थिक वर्ष',
  '{{label}} must be a number': '{{label}} सङ्ख्या हुनुपर्छ',
  '{{label}} must be at least {{min}}': '{{label}} कम्तीमा {{min}} हुनुपर्छ',
  'Faculty already exists!': 'संकाय पहिले नै छ!',
};

function ne(text: string): string {
  const templates = new TemplateIndex();
  templates.add(NE);
  return translateFinished(text, (key) => NE[key], templates, fillTemplate);
}

describe('finished messages in Nepali', () => {
  it('takes a whole message from the catalogue', () => {
    expect(ne('Faculty already exists!')).toBe('संकाय पहिले नै छ!');
  });

  it('finds the template a message was built from and translates its label', () => {
    expect(ne('Amount must be a number')).toBe('रकम सङ्ख्या हुनुपर्छ');
    expect(ne('Fiscal Year must be at least 5')).toBe('आर्थिक वर्ष कम्तीमा 5 हुनुपर्छ');
  });

  it('keeps a value that is data, and a text no template made', () => {
    expect(ne('Ram Bahadur must be a number')).toBe('Ram Bahadur सङ्ख्या हुनुपर्छ');
    expect(ne('Something else entirely')).toBe('Something else entirely');
  });

  it('fills only the placeholders it has values for', () => {
    expect(fillTemplate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });
});
