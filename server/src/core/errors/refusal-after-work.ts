import { AppException } from './app.exception';

// A refusal whose transaction's work up to it stands: the call found something that had to happen first
// (an approval finds its step's timer due: the timer fires, then the approval is refused because the
// step timed out). Any other exception rolls the transaction back as usual (write-transaction.ts).
export class RefusalAfterWork extends AppException {}
