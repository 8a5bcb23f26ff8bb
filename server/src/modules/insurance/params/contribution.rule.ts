import { ASSUME_TYPE } from '../insurance.states';

// What a month of cover costs, from the office's rates (pure: the declaration's shares, and the monthly
// payment rows, are worked out here and nowhere else). Amounts are whole cents while counting: each
// kind's share is rounded to the cent on its own, as the office's statement shows it, then summed.

// the kinds of the insuranceType dictionary with their rate fields on BoatInsuranceBase; the housing
// fund is counted on its own base
export const CONTRIBUTION_KINDS = [
  { type: '1', company: 'pensionCompany', person: 'pensionPerson', on: 'social' },
  { type: '2', company: 'medicalCompany', person: 'medicalPerson', on: 'social' },
  { type: '3', company: 'unemploymentCompany', person: 'unemploymentPerson', on: 'social' },
  { type: '4', company: 'injuryCompany', person: 'injuryPerson', on: 'social' },
  { type: '5', company: 'maternityCompany', person: 'maternityPerson', on: 'social' },
  { type: '6', company: 'fundCompany', person: 'fundPerson', on: 'fund' },
] as const;

export type RateField = (typeof CONTRIBUTION_KINDS)[number]['company' | 'person'];
export type Rates = Record<RateField, string | number>;

export interface Terms {
  insuranceBase: string | number;
  fundBase?: string | number | null;
  assumeType: string;
}

export interface KindShare {
  type: string;
  company: number; // cents
  person: number; // cents
}

const cents = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100);
// base (cents) × rate (per cent), to the cent, half away from zero
const share = (baseCents: number, rate: string | number) => Math.round((baseCents * Number(rate)) / 100);

// Each kind's company and personal share of a month, as the rates split them, then as the terms say who
// bears them: the person alone carries both shares, or the company does, or each its own.
export function kindShares(rates: Rates, terms: Terms): KindShare[] {
  const social = cents(terms.insuranceBase);
  const fund = terms.fundBase == null || terms.fundBase === '' ? null : cents(terms.fundBase);
  const out: KindShare[] = [];
  for (const k of CONTRIBUTION_KINDS) {
    const base = k.on === 'fund' ? fund : social;
    if (base === null) continue;
    const company = share(base, rates[k.company]);
    const person = share(base, rates[k.person]);
    if (terms.assumeType === ASSUME_TYPE.Personal) out.push({ type: k.type, company: 0, person: company + person });
    else if (terms.assumeType === ASSUME_TYPE.Company) out.push({ type: k.type, company: company + person, person: 0 });
    else out.push({ type: k.type, company, person });
  }
  return out;
}

export interface MonthlyShares {
  personAssume: string;
  companyAssume: string;
  monthlyCost: string;
}

// A declaration's month: both shares, and the whole with the commercial premium (what the flow's
// threshold is compared with).
export function monthlyShares(rates: Rates, terms: Terms & { busiInsurancePay?: string | number | null }): MonthlyShares {
  const shares = kindShares(rates, terms);
  const person = shares.reduce((s, k) => s + k.person, 0);
  const company = shares.reduce((s, k) => s + k.company, 0);
  const total = person + company + cents(terms.busiInsurancePay);
  return { personAssume: money(person), companyAssume: money(company), monthlyCost: money(total) };
}

// as the money columns answer it (numeric(19,4))
export function money(c: number): string {
  return (c / 100).toFixed(4);
}
