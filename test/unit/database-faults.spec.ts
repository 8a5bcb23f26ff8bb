import { HttpException } from '@nestjs/common';
import {
  CannotExecuteNotConnectedError,
  ConnectionIsNotSetError,
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
  TypeORMError,
} from 'typeorm';
import { errorEnvelope } from '../../server/src/core/api/render-error';
import { ConfigError, loadConfig } from '../../server/src/core/config/app-config';
import { isDatabaseUnavailable, isStatementCancelled, onPoolError, wasNeverSent } from '../../server/src/core/database/db-faults';
import { RECENT_FAILURE_MS, recentDatabaseFailureMs } from '../../server/src/core/database/db-health';

// How database faults and HTTP statuses become answers: what PostgreSQL and node-postgres throw, as
// they throw it (a driver error with its SQLSTATE, wrapped by TypeORM or not).
const pgError = (code: string, message: string, severity = 'ERROR') => Object.assign(new Error(message), { code, severity });
const wrapped = (driverError: Error) => new QueryFailedError('SELECT secret FROM t WHERE x = $1', ['p4ss'], driverError);

describe('database faults', () => {
  it.each([
    ['a terminated backend (57P01), wrapped by TypeORM', wrapped(pgError('57P01', 'terminating connection due to administrator command', 'FATAL'))],
    ['a server shutting down (57P02)', pgError('57P02', 'terminating connection because of crash of another server process', 'FATAL')],
    ['a server starting up (57P03)', pgError('57P03', 'the database system is starting up', 'FATAL')],
    ['a connection exception (08006)', pgError('08006', 'connection failure')],
    ['a database no longer accepting connections (FATAL 55000)', pgError('55000', 'database "x" is not currently accepting connections', 'FATAL')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a socket that died under a query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a runner released after its connection died', Object.assign(new Error('Query runner already released'), { name: 'QueryRunnerAlreadyReleasedError' })],
    // TypeORM's own classes, as thrown after PostgresQueryRunner released a transaction's dead connection
    ['QueryRunnerProviderAlreadyReleasedError (a statement of a transaction whose connection died)', new QueryRunnerProviderAlreadyReleasedError()],
    ['QueryRunnerAlreadyReleasedError (the runner itself)', new QueryRunnerAlreadyReleasedError()],
    ['CannotExecuteNotConnectedError (a data source closing)', new CannotExecuteNotConnectedError()],
    ['ConnectionIsNotSetError', new ConnectionIsNotSetError('postgres')],
    // pool errors, which carry no code
    ['a pool that was ended', new Error('Cannot use a pool after calling end on the pool')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    // the cause chain, however the error was wrapped on its way up
    ['a reset socket two causes deep', new Error('save failed', { cause: Object.assign(new TypeORMError('commit failed'), { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) }) })],
    ['a released runner as the cause of a wrapper', new Error('step failed', { cause: new QueryRunnerProviderAlreadyReleasedError() })],
    ['every address refused (AggregateError)', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], 'connect failed')],
    ['a connection exception of class 08 (08P01 protocol violation)', pgError('08P01', 'protocol violation')],
  ])('%s answers 503 DatabaseUnavailable with Retry-After', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    const { status, body, retryAfterSeconds } = errorEnvelope(err, 'en');
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: '503', error: 'DatabaseUnavailable' });
    expect(retryAfterSeconds).toBe(5);
    expect(JSON.stringify(body)).not.toMatch(/secret|p4ss|SELECT/);
  });

  it('a statement cancelled by statement_timeout (57014) answers 503 StatementTimeout, without Retry-After', () => {
    const err = wrapped(pgError('57014', 'canceling statement due to statement timeout'));
    expect(isStatementCancelled(err)).toBe(true);
    const { status, body, retryAfterSeconds } = errorEnvelope(err, 'zh');
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: '503', error: 'StatementTimeout' });
    expect(retryAfterSeconds).toBeUndefined();
  });

  it('tells a statement that never left the process (a COMMIT not sent) from one lost under way', () => {
    expect(wasNeverSent(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(wasNeverSent(new Error('x', { cause: new QueryRunnerProviderAlreadyReleasedError() }))).toBe(true);
    expect(wasNeverSent(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    // the server may have committed before the connection went
    expect(wasNeverSent(wrapped(new Error('Connection terminated unexpectedly')))).toBe(false);
    expect(wasNeverSent(wrapped(pgError('57P01', 'terminating connection due to administrator command', 'FATAL')))).toBe(false);
  });

  it('a cause chain that loops ends the walk', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = new Error('b', { cause: a });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it.each([
    ['a duplicate key, wrapped', wrapped(pgError('23505', 'duplicate key value violates unique constraint "uq"'))],
    ['a TypeORM error of ours', new TypeORMError('Transaction method requires callback')],
    ['a plain error with an ordinary cause', new Error('x', { cause: new RangeError('y') })],
  ])('%s is not the database being away', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('an ordinary statement error is not a fault of the database being away', () => {
    const err = wrapped(pgError('23505', 'duplicate key value violates unique constraint "uq"'));
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(isStatementCancelled(err)).toBe(false);
    expect(errorEnvelope(err, 'en')).toMatchObject({ status: 500, body: { error: 'Internal' } });
  });
});

describe('a database failure seen recently', () => {
  // hours on, each test past whatever an earlier one noted
  let hours = 0;
  beforeEach(() => jest.useFakeTimers({ now: Date.now() + ++hours * 3_600_000 }));
  afterEach(() => jest.useRealTimers());

  it('is remembered for a few seconds from a 503 answer, and from a lost pool connection', () => {
    expect(recentDatabaseFailureMs()).toBe(0);
    errorEnvelope(new QueryRunnerProviderAlreadyReleasedError(), 'en');
    expect(recentDatabaseFailureMs()).toBe(RECENT_FAILURE_MS);
    jest.setSystemTime(Date.now() + RECENT_FAILURE_MS);
    expect(recentDatabaseFailureMs()).toBe(0);
    onPoolError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }));
    expect(recentDatabaseFailureMs()).toBe(RECENT_FAILURE_MS);
  });

  it('is not set by an ordinary statement error', () => {
    errorEnvelope(wrapped(pgError('23505', 'duplicate key')), 'en');
    expect(recentDatabaseFailureMs()).toBe(0);
  });
});

describe('HTTP statuses pass through the error mapper', () => {
  it.each([405, 406, 502, 503])('%i is answered as such', (status) => {
    const { status: answered, body } = errorEnvelope(new HttpException('x', status), 'en');
    expect(answered).toBe(status);
    expect(body).toMatchObject({ code: String(status), error: 'HttpStatus' });
    expect(body.msg).toContain(String(status));
  });

  it('statuses with a key of their own keep it', () => {
    expect(errorEnvelope(new HttpException('x', 404), 'en').body.error).toBe('RouteNotFound');
    expect(errorEnvelope(new HttpException('x', 403), 'en').body.error).toBe('Forbidden');
    expect(errorEnvelope(new HttpException('x', 401), 'en').body.error).toBe('NotSignedIn');
  });
});

describe('STATEMENT_TIMEOUT', () => {
  it('is 15 s unless set, in the syntax of TOKEN_TTL; 0 is no limit', () => {
    expect(loadConfig({}).statementTimeoutMs).toBe(15_000);
    expect(loadConfig({ STATEMENT_TIMEOUT: '1s' }).statementTimeoutMs).toBe(1_000);
    expect(loadConfig({ STATEMENT_TIMEOUT: '2m' }).statementTimeoutMs).toBe(120_000);
    expect(loadConfig({ STATEMENT_TIMEOUT: '30' }).statementTimeoutMs).toBe(30_000);
    expect(loadConfig({ STATEMENT_TIMEOUT: '0' }).statementTimeoutMs).toBe(0);
  });

  it('refuses what is not a duration, or more than PostgreSQL can hold', () => {
    for (const bad of ['fast', '-1s', '1.5s', '30d']) expect(() => loadConfig({ STATEMENT_TIMEOUT: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ STATEMENT_TIMEOUT: 'fast' })).toThrow(/STATEMENT_TIMEOUT/);
  });
});

describe('DB_WAIT', () => {
  it('is 60 s unless set, in the syntax of TOKEN_TTL; 0 does not wait', () => {
    expect(loadConfig({}).dbWaitMs).toBe(60_000);
    expect(loadConfig({ DB_WAIT: '5m' }).dbWaitMs).toBe(300_000);
    expect(loadConfig({ DB_WAIT: '90' }).dbWaitMs).toBe(90_000);
    expect(loadConfig({ DB_WAIT: '0' }).dbWaitMs).toBe(0);
  });

  it('refuses what is not a duration', () => {
    for (const bad of ['soon', '-1s', '2d']) expect(() => loadConfig({ DB_WAIT: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ DB_WAIT: 'soon' })).toThrow(/DB_WAIT/);
  });
});
