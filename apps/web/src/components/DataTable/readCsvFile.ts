// The text of a chosen CSV file: UTF-8, or windows-1252 as Spanish Excel saves it (domain decodeCsvBytes).
import { decodeCsvBytes } from '@plantasim/domain';

export async function readCsvFile(file: Blob): Promise<string> {
  return decodeCsvBytes(await file.arrayBuffer());
}
