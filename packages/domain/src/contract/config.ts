// GET /config.json (docs/rules/fields.md): the runtime configuration an administrator edits while the
// server runs. The server reads the file with this schema (defaults fill what is left out; unknown
// keys are kept and served as they are) and the web reads the answer's type from it.
import { z } from 'zod';

export const runtimeConfigSchema = z.looseObject({
  /** Show the "download IN" button in the simulation form. */
  mostrar_boton_descargar_in: z.boolean().default(true),
  /** User names with the operator role (docs/rules/roles.md); everyone else is a full user. */
  usuarios_operadores: z.array(z.string().min(1)).default(['operador']),
  /** External business-intelligence report opened by /informes; empty (the default) when there is
   *  none, and then the header shows no Informes entry (a link to an unconfigured site is a dead end). */
  url_informe_bi: z.union([z.literal(''), z.url()]).default(''),
  /** Display label of the forecast price provider ("prevision" in code). */
  etiqueta_prevision: z.string().min(1).default('Previsión'),
  /** The plant's name, printed on every page and sheet of the operators' schedule ('' when not set). */
  nombre_planta: z.string().max(120).default(''),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
