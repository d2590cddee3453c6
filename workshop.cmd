@echo off
rem workshop.cmd: the learner's one command on Windows ("workshop help" lists what it does). It builds the kit's
rem companion program, framework\companion, into build\companion\ with CMake (Ninja when it is on the PATH, else
rem CMake's default generator, Visual Studio's), then runs it. The sh launcher, ./workshop, does the same elsewhere.
setlocal
set "PROGRAM="
for %%I in ("%~dp0.") do set "ROOT=%%~fI"
set "BUILD=%ROOT%\build\companion"

rem BOIDS_WORKSHOP_PROGRAM: a companion built elsewhere (the tests' scratch kits).
if defined BOIDS_WORKSHOP_PROGRAM (
  set "PROGRAM=%BOIDS_WORKSHOP_PROGRAM%"
  goto run
)

rem "call": a cmake or ninja that is a .cmd or .bat shim (as some package managers install) returns here too.
call cmake --version >nul 2>nul
if errorlevel 1 goto no_cmake

if exist "%BUILD%\CMakeCache.txt" goto rebuild
echo Building workshop's own program in build\companion\, once: the first part of the first build...
if not exist "%ROOT%\build" mkdir "%ROOT%\build"
call ninja --version >nul 2>nul
if errorlevel 1 (
  call cmake -S "%ROOT%\framework\companion" -B "%BUILD%" > "%ROOT%\build\companion-configure.log" 2>&1
) else (
  call cmake -S "%ROOT%\framework\companion" -B "%BUILD%" -G Ninja > "%ROOT%\build\companion-configure.log" 2>&1
)
if errorlevel 1 goto configure_failed
rem The first build shows the build tool's progress, a line the console's Ninja redraws: with NO_COLOR (set, so not
rem empty, in cmd) for a screen reader or a log, it is quiet as a rebuild is, its messages shown only when it fails.
if defined NO_COLOR goto rebuild
call cmake --build "%BUILD%" --config Release --parallel
if errorlevel 1 goto build_failed
goto run

:rebuild
rem Quiet when there is nothing to do, or little: the compiler's messages only when it fails.
call cmake --build "%BUILD%" --config Release --parallel > "%BUILD%\build.log" 2>&1
if errorlevel 1 (
  type "%BUILD%\build.log"
  goto build_failed
)

:run
if not defined PROGRAM set "PROGRAM=%BUILD%\workshop.exe"
if not exist "%PROGRAM%" set "PROGRAM=%BUILD%\Release\workshop.exe"
if not exist "%PROGRAM%" set "PROGRAM=%BUILD%\Debug\workshop.exe"
set "BOIDS_KIT_ROOT=%ROOT%"
set "BOIDS_WORKSHOP_COMMAND=workshop"
"%PROGRAM%" %*
exit /b %ERRORLEVEL%

:no_cmake
echo workshop: workshop builds itself with CMake 3.22 or newer, which is not on the PATH. Install it (https://cmake.org/download/, or "winget install Kitware.CMake"), and a C++ compiler (Visual Studio's "Desktop development with C++", or MSYS2's g++), then run the same command again in a new terminal. 1>&2
exit /b 1

:configure_failed
type "%ROOT%\build\companion-configure.log" 1>&2
echo workshop: cmake could not configure workshop's program in build\companion\ (the log is above). 1>&2
exit /b 1

:build_failed
echo workshop: workshop's program did not build: the compiler's messages are above. 1>&2
exit /b 1
