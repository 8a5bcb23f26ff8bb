import { Controller, HttpCode, Param, Post, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { langFrom } from '../i18n/lang';
import { okEnvelope } from './envelope';
import { OperationRouter } from './operation-router.service';

// The only business controller: every resource and operation goes through here.
@Controller()
export class ApiController {
  constructor(private readonly router: OperationRouter) {}

  @Post(':entity/api/:operation')
  @HttpCode(200)
  async call(
    @Param('entity') entity: string,
    @Param('operation') operation: string,
    @Req() req: Request,
    @Res({ passthrough: true }) _res: Response,
  ) {
    const result = await this.router.dispatch(req, entity, operation);
    if (result instanceof StreamableFile) return result;
    return okEnvelope(result, langFrom(req.headers['accept-language']), this.router.outcome(entity, operation));
  }
}
