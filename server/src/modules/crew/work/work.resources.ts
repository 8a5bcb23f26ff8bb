import { defineResource } from '../../../core/resource/define-resource';
import { BoatWork } from '../entities/boat-work.entity';
import { OF_SEAFARER } from '../file/crew-file.resources';
import { L } from '../../../core/resource/label';

// Sea-service history. A row without an end (no sign-off, promotion or ship change) is the open stint:
// the seafarer is on board. insertSubmitWorkInfo records service that has ended (earlier employers too).
export const boatWorkResource = defineResource({
  name: 'BoatWork',
  // SPEC §5: exit < boarding < sign-off < entry, or exit < boarding < planned sign-off. Flying out and
  // joining the same day is common, so exit and boarding (and sign-off and entry) may share a day.
  dateOrder: [
    ['leaveDate', 'onboatDate', 'le'],
    ['onboatDate', 'leaveboatDate', 'lt'],
    ['leaveboatDate', 'enterDate', 'le'],
    ['onboatDate', 'planLeaveboatDate', 'lt'],
    // promotion and ship change not before boarding (the next stint starts that day)
    ['onboatDate', 'promoteDate', 'le'],
    ['onboatDate', 'changeboatDate', 'le'],
  ],
  label: L('履历', 'Sea service'),
  entity: BoatWork,
  menu: 'boatUserInfoWork',
  aliases: { insertSubmitWorkInfo: 'insert' },
  scope: OF_SEAFARER,
  defaultSort: '-onboatDate',
});

// the dates that end a stint: sign-off, promotion, ship change
export const END_FIELDS: Array<keyof BoatWork & string> = ['leaveboatDate', 'promoteDate', 'changeboatDate'];
