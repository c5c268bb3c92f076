/**
 * The malformed requests of the bad-input suite for backups, the admin debugger and sessions (the live-shoot
 * ones and the routes that do not exist are in bad-input-cases.ts).
 */
import type { BadRequestCase, CaseContext } from './bad-request-case.js';

const BAD_DEVICE_IDS = [
  'short',
  'device-',
  'device-abc',
  `DEVICE-${'a'.repeat(20)}`,
  `device-${'a'.repeat(121)}`,
  `device-${'a'.repeat(10)}%20${'a'.repeat(10)}`,
  `device-${'a'.repeat(10)}%00${'a'.repeat(10)}`,
  '..%2F..%2Fetc%2Fpasswd',
  `device-${'a'.repeat(10)}.${'a'.repeat(10)}`,
  `device-${'é'.repeat(20)}`,
];

function backupBody(overrides: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  return {
    data: {
      history: [{ id: 1 }],
      notes: [],
      user: { name: 'Robin' },
      sightMarks: [],
      preferences: {},
      ...data,
    },
    ...overrides,
  };
}

export function backupAndAccountCases(context: CaseContext): BadRequestCase[] {
  const { device } = context;
  const list: BadRequestCase[] = [];

  // Backups.
  for (const bad of BAD_DEVICE_IDS) {
    list.push({
      name: `backup device ${bad.slice(0, 30)}`,
      method: 'POST',
      path: `/api/backups/backup/${bad}`,
      body: backupBody(),
    });
    list.push({
      name: `list device ${bad.slice(0, 30)}`,
      method: 'GET',
      path: `/api/backups/backups/${bad}`,
    });
  }
  const backupPath = `/api/backups/backup/${device}`;
  const dataCases: Array<[string, Record<string, unknown>]> = [
    ['history object', { history: {} }],
    ['history missing', { history: undefined }],
    ['history of numbers', { history: [1, 2] }],
    ['history with null', { history: [{ id: 1 }, null] }],
    ['history of lists', { history: [[1]] }],
    [
      'history too long',
      {
        history: Array(100_001)
          .fill(0)
          .map(() => ({})),
      },
    ],
    ['notes string', { notes: 'Windy' }],
    ['notes of strings', { notes: ['Windy'] }],
    ['sightMarks object', { sightMarks: {} }],
    ['sightMarks of numbers', { sightMarks: [50] }],
    ['user list', { user: [] }],
    ['user null', { user: null }],
    ['user missing', { user: undefined }],
    ['user string', { user: 'Robin' }],
    ['preferences list', { preferences: [] }],
    ['preferences string', { preferences: 'dark' }],
    ['timestamp object', { timestamp: {} }],
    ['timestamp too long', { timestamp: 'x'.repeat(41) }],
    ['deviceId number', { deviceId: 5 }],
    ['deviceId control', { deviceId: 'dev\u0000ice' }],
    ['tombstones list', { tombstones: [] }],
    ['tombstones string', { tombstones: 'deleted' }],
    ['tombstones shoots object', { tombstones: { shoots: {} } }],
    ['tombstones sightMarks of numbers', { tombstones: { sightMarks: [50] } }],
  ];
  for (const [label, data] of dataCases)
    list.push({ name: `backup data ${label}`, method: 'POST', path: backupPath, body: backupBody({}, data) });
  for (const data of [undefined, null, [], 'data', 42]) {
    list.push({
      name: `backup data ${JSON.stringify(data)}`,
      method: 'POST',
      path: backupPath,
      body: { data },
    });
  }
  for (const userName of [5, '', '  ', 'a'.repeat(101), [], 'Rob\u0000', '\u200B']) {
    list.push({
      name: `backup userName ${JSON.stringify(userName).slice(0, 20)}`,
      method: 'POST',
      path: backupPath,
      body: backupBody({ userName }),
    });
  }
  for (const backupIdentifier of [
    5,
    'short',
    'has spaces in it here',
    '-LEADINGDASH1',
    'TRAILINGDASH1-',
    'a'.repeat(65),
    'ÉÉÉÉÉÉÉÉÉÉÉÉ',
    {},
  ]) {
    list.push({
      name: `backup identifier ${JSON.stringify(backupIdentifier).slice(0, 20)}`,
      method: 'POST',
      path: backupPath,
      body: backupBody({ backupIdentifier }),
    });
  }
  list.push({ name: 'backup raw list', method: 'POST', path: backupPath, raw: '[]' });
  list.push({
    name: 'backup deeply nested',
    method: 'POST',
    path: backupPath,
    raw: `{"data":{"history":[${'['.repeat(100_000)}${']'.repeat(100_000)}],"user":{}}}`,
  });
  list.push({ name: 'backup broken JSON', method: 'POST', path: backupPath, raw: '{"data": {"history": [' });
  list.push({
    name: 'backup over the size limit',
    method: 'POST',
    path: backupPath,
    body: backupBody({}, { history: [{ note: 'x'.repeat(1_100_000) }] }),
  });
  list.push({
    name: 'backup with a malformed bearer',
    method: 'POST',
    path: backupPath,
    body: backupBody(),
    headers: { authorization: 'Bearer not.a.jwt!' },
  });
  list.push({
    name: 'backup with basic auth',
    method: 'POST',
    path: backupPath,
    body: backupBody(),
    headers: { authorization: 'Basic cm9iaW46aG9vZA==' },
  });
  list.push({
    name: 'backup with an unsigned token',
    method: 'POST',
    path: backupPath,
    body: backupBody(),
    headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  });
  for (const query of [
    '',
    '?identifier=',
    '?identifier=short',
    '?identifier=%00%00%00%00%00%00%00%00%00%00%00%00',
    '?identifier=a&identifier=b',
    '?name=',
    '?name=%20%20',
    '?name=%00',
    `?name=${'a'.repeat(101)}`,
    '?name=a&name=b',
    '?name=%E2%80%AE',
    '?nickname=Robin',
  ]) {
    list.push({ name: `find-backups ${query}`, method: 'GET', path: `/api/backups/find-backups${query}` });
  }
  for (const id of [
    'short',
    'a'.repeat(23),
    '%00'.repeat(22),
    '..%2F..%2Fetc',
    'a'.repeat(21) + '!',
    'b'.repeat(22),
  ]) {
    list.push({ name: `download ${id.slice(0, 20)}`, method: 'GET', path: `/api/backups/backup/${id}` });
  }
  list.push({ name: 'mine without sign-in', method: 'GET', path: '/api/backups/mine' });

  // Admin.
  for (const authorization of [undefined, '', 'Bearer', 'Bearer x.y.z', 'Token abc']) {
    list.push({
      name: `admin list ${JSON.stringify(authorization)}`,
      method: 'GET',
      path: '/api/admin/backups',
      headers: authorization === undefined ? {} : { authorization },
    });
  }

  // Sessions: malformed, never issued, or signed out and replayed. Each is a 401 wherever an account
  // is needed, and signs nobody in.
  const sessionValues = [
    '',
    'x',
    'a'.repeat(43),
    'a'.repeat(44),
    'a'.repeat(4000),
    '%00'.repeat(15),
    '..%2F..%2Fetc',
    `${'a'.repeat(42)}!`,
    '"quoted"',
    context.signedOutSession,
    context.signedOutSession.toUpperCase(),
  ];
  for (const [index, value] of sessionValues.entries()) {
    const headers = { cookie: `archery_session=${value}` };
    list.push(
      { name: `session ${index} me`, method: 'GET', path: '/api/auth/me', headers },
      { name: `session ${index} mine`, method: 'GET', path: '/api/backups/mine', headers },
      { name: `session ${index} admin`, method: 'GET', path: '/api/admin/backups', headers },
      { name: `session ${index} everywhere`, method: 'POST', path: '/api/auth/sign-out-everywhere', headers },
      {
        name: `session ${index} backup`,
        method: 'POST',
        path: `/api/backups/backup/${device}`,
        body: { data: { history: [] }, userName: 'Robin' },
        headers,
      },
    );
  }
  for (const authorization of [undefined, '', 'Bearer', 'Bearer x.y.z', 'Token abc', 'Bearer a.b.c.d']) {
    list.push({
      name: `sign in ${JSON.stringify(authorization)}`,
      method: 'POST',
      path: '/api/auth/session',
      headers: authorization === undefined ? {} : { authorization },
    });
  }

  return list;
}
