// Malformed /notify traffic. Events are the contract's client events plus names that probe the
// server's dispatch (prototype keys, unknown names).

function nested(depth: number): unknown {
  let node: unknown = { patient_id: '1' };
  for (let i = 0; i < depth; i++) node = { a: node };
  return node;
}

export const ABUSED_EVENTS = [
  'patient_connection',
  'call_accept',
  'call_decline',
  'call_signal',
  'call_hangup',
  'doctor_connection',
  'call_start',
  'call_media_state',
  'no_such_event',
  '__proto__',
  'constructor',
  'hasOwnProperty',
];

/** Argument lists that break every payload schema (or carry too much). */
export function malformedArgs(ownId: string): [string, unknown[]][] {
  return [
    ['no payload', []],
    ['null', [null]],
    ['a string', [ownId]],
    ['a number', [Number(ownId)]],
    ['an array', [[ownId]]],
    ['an empty object', [{}]],
    ['patient_id as a number', [{ patient_id: Number(ownId) }]],
    ['appointment_id as a string', [{ appointment_id: '5001' }]],
    ['appointment_id out of range', [{ appointment_id: 2 ** 40 }]],
    ['a negative appointment_id', [{ appointment_id: -1 }]],
    ['pmdc as an injection', [{ pmdc: "12345-P' OR 1=1 --" }]],
    ['a traversal id', [{ patient_id: '../../etc/passwd', call_id: '../../etc/passwd' }]],
    ['an injection id', [{ patient_id: "1' OR '1'='1", call_id: '<script>alert(1)</script>' }]],
    ['control and unicode characters', [{ patient_id: '\u0000\ud800😀', call_id: '\u202e' }]],
    ['extra fields', [{ patient_id: ownId, role: 'doctor', admin: true }]],
    ['__proto__ keys', [JSON.parse(`{"__proto__":{"polluted":true},"patient_id":"${ownId}"}`)]],
    ['deep nesting', [nested(1500)]],
    ['a hundred arguments', Array.from({ length: 100 }, () => ({ patient_id: ownId }))],
    ['binary', [Buffer.alloc(2048, 1)]],
    ['media state as strings', [{ call_id: 'c0a8012e-7b1d-4f4e-9a51-2f0d5d3b6a11', audio: 'off', video: 'off' }]],
    [
      'media state with extra fields',
      [{ call_id: 'c0a8012e-7b1d-4f4e-9a51-2f0d5d3b6a11', audio: true, video: true, screen: true }],
    ],
    [
      'a signal with a huge sdp',
      [{ call_id: 'c0a8012e-7b1d-4f4e-9a51-2f0d5d3b6a11', signal: { type: 'offer', sdp: 'v'.repeat(30_000) } }],
    ],
  ];
}

/** Raw engine.io messages that are not valid socket.io packets. */
export const RAW_PACKETS = [
  'garbage',
  '42["patient_connection"',
  '4' + '9'.repeat(500),
  '45-["x",{"_placeholder":true,"num":99}]',
  '2[]',
  '0{"auth":1}',
];

export const OVERSIZED = { patient_id: 'x'.repeat(200_000) };
