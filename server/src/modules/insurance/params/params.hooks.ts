import { Injectable } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { Hook } from '../../../core/resource/resource.decorators';
import type { BoatInsuranceBase } from '../entities/boat-insurance-base.entity';
import { InsuranceError } from '../insurance.errors';
import { paramsOfCity } from '../insurance.repository';
import { paramsSealed } from '../payments/payment.repository';

// One set of parameters per city and year, a base range the right way round, and the name declarations
// show ("青岛 2026", "Qingdao 2026").
@Injectable()
export class ParamsHooks {
  @Hook('BoatInsuranceBase.insert:before')
  @Hook('BoatInsuranceBase.update:before')
  async checked(ctx: OpContext, { input, current }: { input: Partial<BoatInsuranceBase>; current?: BoatInsuranceBase }) {
    // a year paid on in a sealed month keeps its parameters (the statements the office holds)
    if (current && (await paramsSealed(ctx.manager, current.id))) throw new AppException(InsuranceError.paramsSealed);
    const row = { ...current, ...input } as BoatInsuranceBase;
    if (Number(row.baseFloor) > Number(row.baseCeiling)) throw new AppException(InsuranceError.baseRange, {}, [{ field: 'baseFloor', reason: 'range' }]);
    const city = row.city.trim();
    const same = await paramsOfCity(ctx.manager, city, row.year);
    if (same !== undefined && same !== current?.id) throw new AppException(InsuranceError.paramsExist, { city, year: row.year }, [{ field: 'city', reason: 'unique' }]);
    input.city = city;
    input.name = `${city} ${row.year}`;
    input.enName = row.cityEn?.trim() ? `${row.cityEn.trim()} ${row.year}` : null;
  }
}
