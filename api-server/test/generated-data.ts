/** What the benchmarks (bench/) sign in generated people with, as the seed command writes them. */
export { generatedPassword } from 'api-core/generated-data';
