import { amountToPay } from '../amount-words';

describe('the amount on the printed claim', () => {
  it('paid to the seafarer, in capitals', () => {
    expect(amountToPay('1234.5000')).toEqual({ returns: false, capitals: '壹仟贰佰叁拾肆元伍角整', amount: '1234.50' });
    expect(amountToPay('0.0000')).toEqual({ returns: false, capitals: '零元整', amount: '0.00' });
  });

  it('returned by him when his advances came to more: the capitals of the amount without its sign', () => {
    expect(amountToPay('-500.0000')).toEqual({ returns: true, capitals: '伍佰元整', amount: '500.00' });
  });
});
