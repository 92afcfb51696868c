; The Windows installer, made by `.ci/windows` with Debian's `makensis`:
;   makensis -DVERSION=0.1.0 -DSOURCE=<folder with the programs> -DOUTFILE=<setup.exe> installer.nsi
;
; Per user, as VS Code's user installer is: no administrator, the program in
; %LOCALAPPDATA%\Programs\Akidada, a Start-menu entry, an entry in *Apps &
; features* whose uninstaller removes all it added, and the saved games and
; PDN files opening with a double-click. Those extensions are shared with other
; programs (`.ron` is a general text format, Paint.NET's pictures are `.pdn`):
; the installer always adds an *Open with* choice, and makes itself the
; double-click program only where no program has the extension yet.
;
; The uninstaller keeps the player's settings, autosave and progress unless
; asked (a question when run by hand, `/DELETEDATA` when silent with `/S`).

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
SetCompressorDictSize 32
RequestExecutionLevel user
ManifestDPIAware true

!ifndef VERSION
  !error "makensis -DVERSION=..."
!endif
!ifndef SOURCE
  !error "makensis -DSOURCE=<folder with akidada.exe and akidada.com>"
!endif
!ifndef OUTFILE
  !define OUTFILE "akidada-${VERSION}-setup.exe"
!endif

!define APP "Akidada & Dama"
!define PUBLISHER "Akidada maintainers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Akidada"
!define CLASSES "Software\Classes"
!define PROGID_GAME "Akidada.Game"
!define PROGID_PDN "Akidada.Pdn"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Akidada"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} setup"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "2026 ${PUBLISHER}, MIT licence"

!include "MUI2.nsh"
!include "LogicLib.nsh"
!include "FileFunc.nsh"
!include "StrFunc.nsh"
${StrStr}
${UnStrRep}

!define MUI_ICON "${SOURCE}\icon.ico"
!define MUI_UNICON "${SOURCE}\icon.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\akidada.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; English is the default; Windows' display language picks among them.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Polish"
!insertmacro MUI_LANGUAGE "Turkish"

LangString GAME_TYPE ${LANG_ENGLISH} "Akidada or Dama saved game"
LangString GAME_TYPE ${LANG_POLISH} "Zapisana partia Akidady lub Damy"
LangString GAME_TYPE ${LANG_TURKISH} "Kaydedilmiş Akidada ya da Dama oyunu"
LangString PDN_TYPE ${LANG_ENGLISH} "Draughts game (PDN)"
LangString PDN_TYPE ${LANG_POLISH} "Partia warcabów (PDN)"
LangString PDN_TYPE ${LANG_TURKISH} "Dama oyunu (PDN)"
LangString DELETE_DATA ${LANG_ENGLISH} "Also delete your settings, the autosaved game, the games in progress and your training progress?$\n$\nYour saved game files are kept either way."
LangString DELETE_DATA ${LANG_POLISH} "Usunąć też ustawienia, automatycznie zapisaną partię, rozpoczęte partie i postępy w nauce?$\n$\nZapisane pliki partii zostają w każdym przypadku."
LangString DELETE_DATA ${LANG_TURKISH} "Ayarlarınız, otomatik kaydedilen oyun, süren oyunlar ve eğitim ilerlemeniz de silinsin mi?$\n$\nKaydettiğiniz oyun dosyaları her durumda korunur."

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

; Registers the program for one extension: always an *Open with* choice; the
; double-click program only where none is set for the user or the machine.
; Remembered in the uninstall key, so only what was claimed is given back.
!macro ClaimExtension EXT PROGID
  WriteRegStr HKCU "${CLASSES}\${EXT}\OpenWithProgids" "${PROGID}" ""
  ReadRegStr $0 HKCR "${EXT}" ""
  ${If} $0 == ""
    WriteRegStr HKCU "${CLASSES}\${EXT}" "" "${PROGID}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "Claimed${EXT}" "${PROGID}"
  ${EndIf}
!macroend

!macro GiveBackExtension EXT PROGID
  DeleteRegValue HKCU "${CLASSES}\${EXT}\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "${CLASSES}\${EXT}\OpenWithProgids"
  ReadRegStr $0 HKCU "${UNINSTALL_KEY}" "Claimed${EXT}"
  ReadRegStr $1 HKCU "${CLASSES}\${EXT}" ""
  ${If} $0 == "${PROGID}"
  ${AndIf} $1 == "${PROGID}"
    DeleteRegValue HKCU "${CLASSES}\${EXT}" ""
  ${EndIf}
  DeleteRegKey /ifempty HKCU "${CLASSES}\${EXT}"
!macroend

!macro FileType PROGID DESCRIPTION
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "${DESCRIPTION}"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" "$INSTDIR\akidada.exe,0"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '"$INSTDIR\akidada.exe" "%1"'
!macroend

Section "Install"
  SetOutPath "$INSTDIR"
  ; The window (no console when started from Explorer) and its console twin:
  ; the same program, which cmd.exe and PowerShell run for `akidada ...`
  ; (.com comes before .exe in PATHEXT), so the command line prints and
  ; returns its status there.
  File "${SOURCE}\akidada.exe"
  File "${SOURCE}\akidada.com"
  File "${SOURCE}\licences.txt"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\akidada.exe" "" "$INSTDIR\akidada.exe" 0

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\akidada.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0

  !insertmacro FileType "${PROGID_GAME}" "$(GAME_TYPE)"
  !insertmacro FileType "${PROGID_PDN}" "$(PDN_TYPE)"
  !insertmacro ClaimExtension ".ron" "${PROGID_GAME}"
  !insertmacro ClaimExtension ".pdn" "${PROGID_PDN}"
  WriteRegStr HKCU "${CLASSES}\Applications\akidada.exe" "FriendlyAppName" "${APP}"
  WriteRegStr HKCU "${CLASSES}\Applications\akidada.exe\SupportedTypes" ".ron" ""
  WriteRegStr HKCU "${CLASSES}\Applications\akidada.exe\SupportedTypes" ".pdn" ""
  WriteRegStr HKCU "${CLASSES}\Applications\akidada.exe\shell\open\command" "" '"$INSTDIR\akidada.exe" "%1"'
  ; Win+R and `start akidada` find the window.
  WriteRegStr HKCU "Software\Microsoft\Windows\CurrentVersion\App Paths\akidada.exe" "" "$INSTDIR\akidada.exe"

  Call AddToPath
  ; Explorer shows the new file types and icons at once.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

; The program's folder on the user's PATH, for `akidada` in a console. A PATH
; as long as NSIS's strings is left alone: reading it whole is not possible,
; and writing back a cut one would lose the user's other folders.
Function AddToPath
  ReadRegStr $0 HKCU "Environment" "Path"
  StrLen $1 $0
  ${If} $1 >= 1000
    Return
  ${EndIf}
  ${StrStr} $2 "$0;" "$INSTDIR;"
  ${If} $2 != ""
    Return
  ${EndIf}
  ${If} $0 == ""
    WriteRegExpandStr HKCU "Environment" "Path" "$INSTDIR"
  ${Else}
    WriteRegExpandStr HKCU "Environment" "Path" "$0;$INSTDIR"
  ${EndIf}
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "AddedToPath" 1
  SendMessage 0xFFFF 0x1A 0 "STR:Environment" /TIMEOUT=2000
FunctionEnd

Function un.RemoveFromPath
  ReadRegDWORD $0 HKCU "${UNINSTALL_KEY}" "AddedToPath"
  ${If} $0 != 1
    Return
  ${EndIf}
  ReadRegStr $0 HKCU "Environment" "Path"
  StrLen $1 $0
  ${If} $1 >= 1000
    Return
  ${EndIf}
  ${If} $0 == "$INSTDIR"
    DeleteRegValue HKCU "Environment" "Path"
  ${Else}
    ${UnStrRep} $2 "$0" ";$INSTDIR" ""
    WriteRegExpandStr HKCU "Environment" "Path" "$2"
  ${EndIf}
  SendMessage 0xFFFF 0x1A 0 "STR:Environment" /TIMEOUT=2000
FunctionEnd

Section "Uninstall"
  Call un.RemoveFromPath
  !insertmacro GiveBackExtension ".ron" "${PROGID_GAME}"
  !insertmacro GiveBackExtension ".pdn" "${PROGID_PDN}"
  DeleteRegKey HKCU "${CLASSES}\${PROGID_GAME}"
  DeleteRegKey HKCU "${CLASSES}\${PROGID_PDN}"
  DeleteRegKey HKCU "${CLASSES}\Applications\akidada.exe"
  DeleteRegKey HKCU "Software\Microsoft\Windows\CurrentVersion\App Paths\akidada.exe"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"

  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$INSTDIR\akidada.exe"
  Delete "$INSTDIR\akidada.com"
  Delete "$INSTDIR\licences.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  ; The folder of per-user programs, if this was its only one.
  RMDir "$LOCALAPPDATA\Programs"

  ; The player's own data (src/paths.rs): only when asked.
  StrCpy $2 0
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/DELETEDATA" $1
  ${IfNot} ${Errors}
    StrCpy $2 1
  ${ElseIfNot} ${Silent}
    MessageBox MB_YESNO|MB_ICONQUESTION|MB_DEFBUTTON2 "$(DELETE_DATA)" /SD IDNO IDNO +2
    StrCpy $2 1
  ${EndIf}
  ${If} $2 == 1
    RMDir /r "$APPDATA\akidada"
    RMDir /r "$LOCALAPPDATA\akidada"
  ${EndIf}
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
