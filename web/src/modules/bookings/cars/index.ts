import { registerScreen } from '../../../core/resource/overrides';

// What the cars screens add to the generic pages (registered by web/src/modules/bookings/index.ts): the
// admin office's car screen shows its trips beside the cars and drivers it books them on.
registerScreen('boatUseCar', () => import('./CarsPage').then((m) => m.CarsPage));
