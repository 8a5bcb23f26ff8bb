import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { langFrom } from '../i18n/lang';
import { sendError } from './render-error';

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    sendError(http.getResponse<Response>(), exception, langFrom(req.headers['accept-language']));
  }
}
