// The four registries together, keyed by the `planta` key of the payload.
import { compressorRegistry } from './compressors.ts';
import { electricBoilerRegistry } from './electricBoilers.ts';
import { engineRegistry } from './engines.ts';
import { gasBoilerRegistry } from './gasBoilers.ts';

export const equipmentRegistries = {
  calderas_electricas: electricBoilerRegistry,
  calderas_gas: gasBoilerRegistry,
  motores: engineRegistry,
  compresores: compressorRegistry,
} as const;
