import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, Output, type LanguageModel } from "ai";
import type { z } from "zod";
import { ApiError } from "@/lib/errors";
import { env, isAiConfigured } from "@/lib/env";

export const OFFLINE_ENGINE = "offline analysis";
const DEFAULT_MODEL = "gpt-4o-mini";
export const AI_PROVIDER_FAILED = "The AI provider failed to answer. Please try again.";

export type AiModel = { model: LanguageModel; name: string };

/**
 * The configured OpenAI-compatible model, or null when none is configured (the offline engines
 * answer then). Chat completions rather than the Responses API: Ollama, vLLM, LM Studio and most
 * gateways speak only the former.
 */
export function getAiModel(): AiModel | null {
  if (!isAiConfigured()) return null;
  const name = env.AI_MODEL ?? DEFAULT_MODEL;
  // Local servers often need no key, but the SDK refuses to run without one.
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY ?? "not-needed", baseURL: env.OPENAI_BASE_URL });
  return { model: provider.chat(name), name };
}

/**
 * One structured answer from the model, validated by `schema`. Any failure (network, HTTP error,
 * timeout, malformed or off-schema JSON) becomes a 502 with a plain sentence; the cause is logged.
 */
export async function generateStructured<T>({ ai, schema, system, prompt }: { ai: AiModel; schema: z.ZodType<T>; system: string; prompt: string }): Promise<T> {
  try {
    const { output } = await generateText({
      model: ai.model,
      system,
      prompt,
      output: Output.object({ schema }),
      temperature: 0.2,
      maxRetries: 1,
      timeout: env.AI_TIMEOUT_MS,
    });
    return schema.parse(output);
  } catch (error) {
    console.error("AI provider call failed:", error instanceof Error ? `${error.name}: ${error.message}` : error);
    throw new ApiError(502, AI_PROVIDER_FAILED);
  }
}
