import { bytesOf, colourPng, type Colour } from 'api-contract/test-images';

/** The file a person picks: the tests' PNG of that colour (one of five different images), under `name`. */
export const pngFile = (name: string, colour: Colour): File => new File([bytesOf(colourPng[colour])], name, { type: 'image/png' });
