import { ResourceTabs } from '../../../core/resource/ResourceTabs';

// boatWorkClothesManage: the store's two lists, each the generic page of its declaration: the lines of
// every order (ship, receive, return) and the catalogue with its stock (stock in and out).
export function ClothesManagePage() {
  return <ResourceTabs tabs={['BoatClothingStaff', 'BoatClothingClothes']} testId="clothes-manage-tabs" />;
}
