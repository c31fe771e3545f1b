/**
 * The patient's camera and microphone, or null when they are refused, missing or the page is not
 * a secure context. A refusal never stops the call: the patient then joins receive-only.
 */
export async function getLocalMedia(): Promise<MediaStream | null> {
  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!media?.getUserMedia) return null;
  try {
    return await media.getUserMedia({ audio: true, video: { width: { ideal: 640 }, height: { ideal: 480 } } });
  } catch (error) {
    // A refusal is final (asking again would only nag); a missing or busy camera still leaves the microphone.
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'SecurityError')) return null;
    try {
      return await media.getUserMedia({ audio: true });
    } catch {
      return null;
    }
  }
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
