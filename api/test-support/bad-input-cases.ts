/**
 * The malformed requests of the bad-input suite (api/http/bad-input.test.ts): wrong types, missing fields, huge
 * bodies, odd unicode, path tricks, invalid codes and tokens, for every endpoint.
 */
import { backupAndAccountCases } from './bad-backup-cases.js';
import type { BadRequestCase, CaseContext } from './bad-request-case.js';

const BAD_TEXT: unknown[] = [
  null,
  42,
  true,
  [],
  {},
  ['Robin'],
  '',
  '   ',
  'a'.repeat(51),
  'Rob\u0000in',
  'Rob\u0007in',
  'Rob\u202Ein',
  'Rob\u2066in',
  '\uD800Robin',
  'Robin\uDFFF',
  '\u200B\u200B',
  '\u0301\u0301',
];

const BAD_CODES = [
  'ABC',
  'ABCDEFG',
  'O0O0O0',
  '1I1I1I',
  'ABC!EF',
  '%F0%9F%8F%B9%F0%9F%8F%B9%F0%9F%8F%B9',
  'ABC%00EF',
  '..%2F..%2Fetc',
  '%2e%2e',
  'ABCDEF%20OR%201%3D1',
  "ABC'EF",
  '%E2%80%AEABCDE',
];

function scoreBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    archerName: 'Robin',
    roundName: 'york',
    totalScore: 25,
    arrowsShot: 3,
    scores: [9, 9, 7],
    ...overrides,
  };
}

export function badInputCases(context: CaseContext): BadRequestCase[] {
  const { code, token, otherToken } = context;
  const list: BadRequestCase[] = [];
  const withToken = { 'x-participant-token': token };

  // Creating a shoot.
  for (const value of BAD_TEXT)
    list.push({
      name: `create creatorName ${JSON.stringify(value)}`,
      method: 'POST',
      path: '/api/shoots',
      body: { creatorName: value },
    });
  for (const value of BAD_TEXT.filter((v) => v !== null)) {
    list.push({
      name: `create title ${JSON.stringify(value)}`,
      method: 'POST',
      path: '/api/shoots',
      body: {
        creatorName: 'Robin',
        title: typeof value === 'string' && value.length > 50 ? 'a'.repeat(101) : value,
      },
    });
  }
  for (const raw of [
    '[]',
    '"Robin"',
    '42',
    'null',
    'true',
    '{"creatorName":',
    '{creatorName: "Robin"}',
    "{'creatorName':'Robin'}",
    '',
    '\u0000',
  ]) {
    list.push({ name: `create raw ${JSON.stringify(raw)}`, method: 'POST', path: '/api/shoots', raw });
  }
  list.push({
    name: 'create as text/plain',
    method: 'POST',
    path: '/api/shoots',
    raw: '{"creatorName":"Robin"}',
    headers: { 'content-type': 'text/plain' },
  });
  list.push({
    name: 'create as form',
    method: 'POST',
    path: '/api/shoots',
    raw: 'creatorName=Robin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  list.push({
    name: 'create latin1 charset',
    method: 'POST',
    path: '/api/shoots',
    raw: '{"creatorName":"Robin"}',
    headers: { 'content-type': 'application/json; charset=latin1' },
  });
  list.push({
    name: 'create bogus gzip',
    method: 'POST',
    path: '/api/shoots',
    raw: '{"creatorName":"Robin"}',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
  });
  list.push({
    name: 'create unknown encoding',
    method: 'POST',
    path: '/api/shoots',
    raw: '{"creatorName":"Robin"}',
    headers: { 'content-type': 'application/json', 'content-encoding': 'zstd-x' },
  });
  list.push({
    name: 'create body over 64 KB',
    method: 'POST',
    path: '/api/shoots',
    body: { creatorName: 'Robin', title: 'a'.repeat(70_000) },
  });
  list.push({
    name: 'create deeply nested name',
    method: 'POST',
    path: '/api/shoots',
    raw: `{"creatorName":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  });
  list.push({
    name: 'create constructor pollution',
    method: 'POST',
    path: '/api/shoots',
    raw: '{"constructor":{"prototype":{"x":1}}}',
  });

  // Joining.
  const join = (body: Record<string, unknown>) => ({
    archerName: 'Will',
    roundName: 'york',
    bowType: 'recurve',
    ...body,
  });
  for (const value of BAD_TEXT)
    list.push({
      name: `join archerName ${JSON.stringify(value)}`,
      method: 'POST',
      path: `/api/shoots/${code}/join`,
      body: join({ archerName: value }),
    });
  for (const value of [null, 1, '', 'moon', 'york'.repeat(30), {}, ['york'], 'yo\u0000rk', 'practice 70yd']) {
    list.push({
      name: `join roundName ${JSON.stringify(value)}`,
      method: 'POST',
      path: `/api/shoots/${code}/join`,
      body: join({ roundName: value }),
    });
  }
  for (const value of [null, 3, '', 'a'.repeat(31), [], 'bow\u202E']) {
    list.push({
      name: `join bowType ${JSON.stringify(value)}`,
      method: 'POST',
      path: `/api/shoots/${code}/join`,
      body: join({ bowType: value }),
    });
  }
  for (const field of ['gender', 'ageGroup']) {
    for (const value of [1, {}, [], '', 'a'.repeat(31)]) {
      list.push({
        name: `join ${field} ${JSON.stringify(value)}`,
        method: 'POST',
        path: `/api/shoots/${code}/join`,
        body: join({ [field]: value }),
      });
    }
  }
  for (const bad of BAD_CODES)
    list.push({ name: `join code ${bad}`, method: 'POST', path: `/api/shoots/${bad}/join`, body: join({}) });
  list.push({ name: 'join unknown code', method: 'POST', path: '/api/shoots/ZZZZZZ/join', body: join({}) });
  list.push({
    name: 'join taken name',
    method: 'POST',
    path: `/api/shoots/${code}/join`,
    body: join({ archerName: 'ROBIN' }),
  });
  list.push({
    name: 'join taken name, other token',
    method: 'POST',
    path: `/api/shoots/${code}/join`,
    body: join({ archerName: 'Robin' }),
    headers: { 'x-participant-token': otherToken },
  });

  // Scores and finishing.
  for (const action of ['score', 'finish']) {
    const path = `/api/shoots/${code}/${action}`;
    for (const [field, values] of Object.entries({
      totalScore: ['25', -1, 25.5, null, 1e9, true, [25]],
      arrowsShot: ['3', -1, 2.5, null, 5000, {}],
      scores: [
        null,
        '9,9,7',
        9,
        [9.5],
        ['x'],
        [12],
        [-1],
        [{}],
        [null],
        [9, '9', 7],
        Array(1001).fill(9),
        [10, 9, 9],
        [9, 9, 'X'],
      ],
      archerName: [undefined, null, '', 'Nobody', 'Marian'],
      roundName: [undefined, 'moon', 'worcester'],
      currentClassification: [5, {}, 'a'.repeat(41)],
    })) {
      for (const value of values) {
        list.push({
          name: `${action} ${field} ${JSON.stringify(value)?.slice(0, 40)}`,
          method: 'PUT',
          path,
          body: scoreBody({ [field]: value }),
          headers: withToken,
        });
      }
    }
    list.push({
      name: `${action} totals do not add up`,
      method: 'PUT',
      path,
      body: scoreBody({ totalScore: 26 }),
      headers: withToken,
    });
    list.push({
      name: `${action} count does not match`,
      method: 'PUT',
      path,
      body: scoreBody({ arrowsShot: 4 }),
      headers: withToken,
    });
    list.push({
      name: `${action} more arrows than the round`,
      method: 'PUT',
      path,
      body: scoreBody({ scores: Array(145).fill(1), arrowsShot: 145, totalScore: 145 }),
      headers: withToken,
    });
    for (const header of [
      undefined,
      '',
      'short',
      'a'.repeat(43),
      'a'.repeat(44),
      `${token.slice(0, 42)}!`,
      otherToken,
      ` ${token.slice(1)}`,
    ]) {
      const headers: Record<string, string> = header === undefined ? {} : { 'x-participant-token': header };
      list.push({
        name: `${action} token ${JSON.stringify(header)?.slice(0, 20)}`,
        method: 'PUT',
        path,
        body: scoreBody(),
        headers,
      });
    }
    for (const bad of BAD_CODES.slice(0, 6))
      list.push({
        name: `${action} code ${bad}`,
        method: 'PUT',
        path: `/api/shoots/${bad}/${action}`,
        body: scoreBody(),
        headers: withToken,
      });
    list.push({
      name: `${action} unknown code`,
      method: 'PUT',
      path: `/api/shoots/ZZZZZZ/${action}`,
      body: scoreBody(),
      headers: withToken,
    });
    list.push({ name: `${action} raw array`, method: 'PUT', path, raw: '[1,2,3]', headers: withToken });
  }

  // Leaving.
  for (const name of [
    '%00',
    '%E2%80%AE',
    'a'.repeat(51),
    '%20%20',
    '..%2F..%2Fetc',
    'Nobody',
    'Marian',
    '%E2%80%8B',
  ]) {
    list.push({
      name: `leave ${name}`,
      method: 'DELETE',
      path: `/api/shoots/${code}/archer/${name}`,
      headers: withToken,
    });
  }
  list.push({ name: 'leave without token', method: 'DELETE', path: `/api/shoots/${code}/archer/Robin` });
  list.push({
    name: 'leave with a forged token',
    method: 'DELETE',
    path: `/api/shoots/${code}/archer/Robin`,
    headers: { 'x-participant-token': 'b'.repeat(43) },
  });
  for (const bad of BAD_CODES.slice(0, 4))
    list.push({
      name: `leave code ${bad}`,
      method: 'DELETE',
      path: `/api/shoots/${bad}/archer/Robin`,
      headers: withToken,
    });

  // Reading shoots.
  for (const bad of BAD_CODES)
    list.push({ name: `read code ${bad}`, method: 'GET', path: `/api/shoots/${bad}` });
  list.push({ name: 'read unknown code', method: 'GET', path: '/api/shoots/ZZZZZZ' });

  list.push(...backupAndAccountCases(context));

  // Routes that do not exist.
  for (const [method, path] of [
    ['GET', '/api/nothing'],
    ['PATCH', `/api/shoots/${code}`],
    ['POST', '/api/health'],
    ['DELETE', '/api/backups/health'],
    ['GET', '/api/shoots'],
    ['PUT', `/api/shoots/${code}`],
  ] as const) {
    list.push({ name: `${method} ${path}`, method, path });
  }
  return list;
}
