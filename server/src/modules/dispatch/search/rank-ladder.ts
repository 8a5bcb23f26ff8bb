// The rank one below each rank (duty dictionary values), for promotion candidates: second officer to
// chief officer, AB to bosun, motorman to No.1 motorman ... Ranks at the foot of a ladder have none.
export const RANK_BELOW: Record<string, string> = {
  '1': '2',
  '2': '3',
  '3': '4',
  '5': '6',
  '6': '7',
  '7': '8',
  '10': '12',
  '12': '13',
  '14': '15',
  '15': '16',
  '17': '18',
  '18': '19',
};
