import {answerFor} from '../../pipeline/bank-details';
import {JsonText} from '../../repositories/query/json-text';

// The pipeline's bank-details step on answers PostgreSQL wrote: the fields go at any depth, the
// rest stays as it was, in its order.
describe('answerFor', () => {
  const page = {
    total: 2,
    orders: [
      {id: 1, payee: {name: 'Aino', iban: 'FI21'}, client: {id: 7, iban: 'FI2112345600000785', bban: null, city: 'Turku'}, tries: [{by: 3, iban: 'x'}]},
      {id: 2, payee: null, client: null, note: 'iban'},
    ],
  };
  const text = JSON.stringify(page);

  it('leaves out every bank-details field for a role that neither approves nor pays', () => {
    const answer = answerFor(['coldCaller'], new JsonText(text)) as JsonText;
    expect(answer.text).toBe(
      JSON.stringify({
        total: 2,
        orders: [
          {id: 1, client: {id: 7, city: 'Turku'}, tries: [{by: 3}]},
          {id: 2, client: null, note: 'iban'},
        ],
      }),
    );
  });

  it('answers a role that sees them, and a text that names none, untouched', () => {
    const forTeller = new JsonText(text);
    expect(answerFor(['teller'], forTeller)).toBe(forTeller);
    const plain = new JsonText('{"total":0,"orders":[]}');
    expect(answerFor(['coldCaller'], plain)).toBe(plain);
  });
});
