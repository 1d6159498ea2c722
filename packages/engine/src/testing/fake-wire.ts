/**
 * Test helper: reply bodies in each provider's wire format, as the AI SDK clients parse them.
 * Shapes follow the public API references (OpenAI chat completions and responses, Anthropic messages,
 * Google generateContent), reduced to the fields the SDK validates.
 */
import type { RecordedRequest, ScriptedReply } from './fake-provider.ts';

export type Protocol = 'openai-compatible' | 'openai' | 'anthropic' | 'google';

/** A successful reply whose model text is `text` (normally a JSON answer). */
export function textReply(protocol: Protocol, text: string, req: RecordedRequest): ScriptedReply {
  const body = req.body as Record<string, unknown> | undefined;
  switch (protocol) {
    case 'openai-compatible':
      return {
        body: {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: body?.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 900, completion_tokens: 40, total_tokens: 940 },
        },
      };
    case 'openai':
      return {
        body: {
          id: 'resp_1',
          object: 'response',
          created_at: 1_700_000_000,
          status: 'completed',
          model: body?.model,
          output: [
            {
              type: 'message',
              id: 'msg_1',
              status: 'completed',
              role: 'assistant',
              content: [{ type: 'output_text', text, annotations: [] }],
            },
          ],
          incomplete_details: null,
          usage: {
            input_tokens: 900,
            output_tokens: 40,
            total_tokens: 940,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens_details: { reasoning_tokens: 0 },
          },
        },
      };
    case 'anthropic': {
      // The SDK asks for JSON either natively (output_config) or through a forced "json" tool, depending on
      // the model; answer the way it asked.
      const tools = (body?.tools as { name?: string }[] | undefined) ?? [];
      const jsonTool = tools.find((t) => t.name === 'json');
      let content: unknown[] = [{ type: 'text', text }];
      if (jsonTool) {
        let input: unknown = text;
        try {
          input = JSON.parse(text);
        } catch {
          content = [{ type: 'text', text }];
        }
        if (typeof input === 'object') {
          content = [{ type: 'tool_use', id: 'toolu_1', name: 'json', input }];
        }
      }
      return {
        body: {
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: body?.model,
          content,
          stop_reason: content[0] && (content[0] as { type: string }).type === 'tool_use' ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 900, output_tokens: 40 },
        },
      };
    }
    case 'google':
      return {
        body: {
          candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
          usageMetadata: { promptTokenCount: 900, candidatesTokenCount: 40, totalTokenCount: 940 },
          modelVersion: 'gemini-test',
        },
      };
  }
}

/** An HTTP error in the provider's error format. */
export function errorReply(protocol: Protocol, status: number, message: string, headers: Record<string, string> = {}): ScriptedReply {
  const body =
    protocol === 'anthropic'
      ? { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message } }
      : protocol === 'google'
        ? { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' } }
        : { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } };
  return { status, headers, body };
}

/** Path each protocol posts to, to check the SDK hit the endpoint we expect. */
export function expectedPath(protocol: Protocol, model: string): RegExp {
  switch (protocol) {
    case 'openai-compatible':
      return /\/chat\/completions$/;
    case 'openai':
      return /\/responses$/;
    case 'anthropic':
      return /\/messages$/;
    case 'google':
      return new RegExp(`/models/${model.replace(/[.]/g, '\\.')}:generateContent$`);
  }
}

/** The model declining, the way each API reports it (refusal field, refusal part, stop reason, safety block). */
export function refusalReply(protocol: Protocol, text: string, req: RecordedRequest): ScriptedReply {
  const model = (req.body as { model?: string } | undefined)?.model;
  switch (protocol) {
    case 'openai-compatible':
      return {
        body: {
          id: 'chatcmpl-2',
          object: 'chat.completion',
          created: 1_700_000_000,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: null, refusal: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 900, completion_tokens: 12, total_tokens: 912 },
        },
      };
    case 'openai': {
      const reply = textReply('openai', '', req);
      const body = reply.body as { output: { content: unknown[] }[] };
      body.output[0]!.content = [{ type: 'refusal', refusal: text }];
      return reply;
    }
    case 'anthropic':
      return {
        body: {
          id: 'msg_2',
          type: 'message',
          role: 'assistant',
          model,
          content: [{ type: 'text', text }],
          stop_reason: 'refusal',
          stop_sequence: null,
          usage: { input_tokens: 900, output_tokens: 12 },
        },
      };
    case 'google':
      return {
        body: {
          candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'SAFETY', index: 0 }],
          usageMetadata: { promptTokenCount: 900, candidatesTokenCount: 0, totalTokenCount: 900 },
        },
      };
  }
}
