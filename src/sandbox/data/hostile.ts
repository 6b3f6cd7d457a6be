import type { Rng } from './prng';

/**
 * Text an attacker (or an unlucky user) could type into any free field of the vendor. The hostile
 * scenario puts these in names, notes, companies, addresses, answers, descriptions and file names
 * so every screen proves it escapes, sanitises, wraps and truncates. It includes a NUL character,
 * which PostgreSQL text and jsonb refuse: storing vendor text must cope with it.
 */
export const ATTACK_STRINGS = [
  `<script>alert('xss')</script>`,
  `<img src=x onerror="alert(document.cookie)">`,
  `<a href="javascript:alert(1)">clique aqui</a>`,
  `<svg onload=alert(1)><circle r=10></svg>`,
  `"><iframe src="https://evil.example/"></iframe>`,
  `<div style="position:fixed;inset:0;background:red" onmouseover="alert(1)">sobreposição</div>`,
  `' OR 1=1; DROP TABLE requests; --`,
  `{{constructor.constructor('alert(1)')()}}`,
  `\u202Efdp.exe\u202C nota importante`,
  `مرحبا بالعالم — طاقة شمسية`,
  `שלום עולם אנרגיה סולארית`,
  `☀️🔋⚡ Energia 👩‍👩‍👧‍👦 🇧🇷 ${'🌞'.repeat(12)}`,
  `Z̸̢͉̈́a̵̛͔l̶̙̎g̷̱͝o̶̼͌ solar`,
  `zero\u200Bwidth\u200Djoiner\uFEFFbom`,
  `linha 1\r\nSet-Cookie: sessao=roubada`,
  `null\u0000byte`,
  `${'Texto muito longo sem quebra '.repeat(20)}${'A'.repeat(4000)}`,
  `${'palavra '.repeat(2500)}fim`,
] as const;

export function attackString(rng: Rng): string {
  return rng.pick(ATTACK_STRINGS);
}

/** Mixes an attack into ordinary text (prefix, suffix or replacement) so both stay visible. */
export function hostile(rng: Rng, text: string): string {
  const attack = attackString(rng);
  return rng.weighted([
    [`${text} ${attack}`, 2],
    [`${attack} ${text}`, 1],
    [attack, 1],
  ] as const);
}

export function isAttackString(text: string): boolean {
  return ATTACK_STRINGS.some((attack) => text.includes(attack));
}
