/* Why an idle window keeps a core busy under Wine 8: a window that once got
 * a WM_PAINT asked for with RedrawWindow(RDW_INTERNALPAINT), as winit asks for
 * every frame, leaves QS_PAINT set in Wine's queue with no WM_PAINT left to
 * take, so a MsgWaitForMultipleObjectsEx(MWMO_INPUTAVAILABLE) wait, winit's,
 * returns at once, for ever. No Rust, no winit: plain Win32.
 *
 *   idle-paint.exe internal   the paint asked for as winit does
 *   idle-paint.exe none       no paint asked for (the control)
 *
 * Prints the waits that returned in two seconds and the queue's state.
 * Built and run by .ci/windows in its Wine prefix; never shipped. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static int paints;

static LRESULT CALLBACK window_proc(HWND window, UINT message, WPARAM wparam, LPARAM lparam) {
  if (message == WM_USER) {
    RedrawWindow(window, NULL, 0, RDW_INTERNALPAINT);
    return 0;
  }
  if (message == WM_PAINT) {
    PAINTSTRUCT ps;
    paints++;
    BeginPaint(window, &ps);
    EndPaint(window, &ps);
    return 0;
  }
  return DefWindowProcW(window, message, wparam, lparam);
}

int main(int argc, char **argv) {
  int internal = argc > 1 && strcmp(argv[1], "internal") == 0;
  WNDCLASSW class = {0};
  class.lpfnWndProc = window_proc;
  class.hInstance = GetModuleHandleW(NULL);
  class.lpszClassName = L"IdlePaint";
  RegisterClassW(&class);
  HWND window = CreateWindowExW(0, L"IdlePaint", L"idle", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                                0, 0, 200, 200, NULL, NULL, class.hInstance, NULL);
  if (internal) PostMessageW(window, WM_USER, 0, 0);
  DWORD end = GetTickCount() + 2000;
  long waits = 0;
  while (GetTickCount() < end) {
    MsgWaitForMultipleObjectsEx(0, NULL, 250, QS_ALLINPUT, MWMO_INPUTAVAILABLE);
    waits++;
    MSG message;
    while (PeekMessageW(&message, NULL, 0, 0, PM_REMOVE)) {
      TranslateMessage(&message);
      DispatchMessageW(&message);
    }
  }
  DWORD status = GetQueueStatus(QS_ALLINPUT);
  printf("%s: %ld waits returned in 2 s, %d WM_PAINT, QS_PAINT %s\n", internal ? "internal paint" : "no paint",
         waits, paints, (HIWORD(status) & QS_PAINT) ? "still set" : "clear");
  DestroyWindow(window);
  return 0;
}
