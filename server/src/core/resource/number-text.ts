// A declared limit as a message shows it, on the server and in the web's form rules alike: digits
// grouped by thousands (1,000,000,000 rather than 1000000000), decimals as declared (0.01, an exchange
// rate's 0.000001: cut to four places it read "at least 0" while refusing 0).
export const limitText = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 10 });
