import { Entity } from 'typeorm';
import { ClientCompany } from './client-company.entity';

// A supplier (supplierManage): hotels, travel agents, clothing makers, training centres.
@Entity('boat_supplier')
export class BoatSupplier extends ClientCompany {}
