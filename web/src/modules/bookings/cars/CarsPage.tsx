import { ResourceTabs } from '../../../core/resource/ResourceTabs';

// boatUseCar: the admin office's car screen. Its trips (reviewed, closed with the km, called off) first,
// then the fleet it books them on: the company's cars and their drivers.
export function CarsPage() {
  return <ResourceTabs tabs={['boatUseCarDetail', 'boatCar', 'boatCarDriver']} testId="cars-tabs" />;
}
