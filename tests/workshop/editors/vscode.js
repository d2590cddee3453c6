// Reads the kit's .vscode/ files as VS Code does, for tests/workshop/editors_test.sh. Node, no packages.
//   node vscode.js check KIT VERBS         every JSON file parses; each task runs a ./workshop verb of VERBS (the
//                                          words `./workshop help` lists, comma-separated); each launch's preLaunchTask
//                                          is a task; every exercises/ path named is a task's (tasks.txt)
//   node vscode.js command KIT LABEL FILE  the task LABEL's command line for the open file FILE (relative to KIT),
//                                          one word per line, as VS Code runs it on Linux
//   node vscode.js match KIT OUTPUT        each line of the file OUTPUT that a task's problem matcher takes, as
//                                          "PATH:LINE: MESSAGE" (PATH as VS Code resolves it), in order
//   node vscode.js cycles KIT LABEL OUTPUT the background task LABEL's cycles in OUTPUT, as its beginsPattern and
//                                          endsPattern mark them: "BEGINS ENDS PROBLEMS" (PROBLEMS: the lines its
//                                          pattern takes between a begin and an end)
//   node vscode.js debug KIT NAME FILE     the launch configuration NAME, for the open file FILE: its preLaunchTask's
//                                          label, its folder, then the batch debugger's command line, a line each
// Exit status 1 with a line on stderr naming the file and what was wrong; 2 for a wrong use.
'use strict';
const fs = require('fs');
const path = require('path');

const [, , verb, kit, ...rest] = process.argv;
const die = (line, status = 1) => { process.stderr.write(`vscode.js: ${line}\n`); process.exit(status); };
if (!verb || !kit) die('usage: node vscode.js check|command|match|debug KIT ...', 2);

const read = (name) => {
  const file = path.join(kit, '.vscode', name);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    die(`.vscode/${name} is not valid JSON: ${error.message}`);
  }
};

// ${workspaceFolder}, ${relativeFile}, ${file}: the variables the kit's files use. Any other is an error.
const substitute = (text, file) => text.replace(/\$\{([^}]+)\}/g, (all, name) => {
  if (name === 'workspaceFolder') return kit;
  if (name === 'relativeFile') return file;
  if (name === 'file') return path.join(kit, file);
  die(`unknown variable ${all} in "${text}"`);
});

const tasks = () => read('tasks.json').tasks;
const taskLabelled = (label) => tasks().find((t) => t.label === label) || die(`no task labelled "${label}"`);
const commandOf = (task, file) => [task.command, ...(task.args || [])].map((w) => substitute(w, file));

// The matcher's regular expression, as VS Code runs it (JavaScript's RegExp), and how it resolves the file.
const matchers = () => tasks().filter((t) => t.problemMatcher).map((t) => t.problemMatcher);
const resolve = (matcher, file) => {
  const [how, base] = Array.isArray(matcher.fileLocation) ? matcher.fileLocation : [matcher.fileLocation];
  const root = substitute(base || '${workspaceFolder}', '');
  if (path.isAbsolute(file)) return file;
  if (how === 'absolute') return file;
  const inRoot = path.join(root, file);
  if (how === 'relative' || fs.existsSync(inRoot)) return inRoot;
  return file;
};

if (verb === 'check') {
  const verbs = (rest[0] || '').split(',').filter(Boolean);
  for (const name of fs.readdirSync(path.join(kit, '.vscode'))) {
    if (name.endsWith('.json')) read(name);
  }
  const registry = fs.readFileSync(path.join(kit, 'tasks.txt'), 'utf8').split('\n')
    .filter((line) => /^\s*\d/.test(line)).map((line) => line.split('|').map((f) => f.trim())[2]);
  const labels = new Set();
  for (const task of tasks()) {
    if (labels.has(task.label)) die(`two tasks are labelled "${task.label}"`);
    labels.add(task.label);
    if (task.command !== './workshop') die(`task "${task.label}" runs ${task.command}, not ./workshop`);
    if (!task.windows || task.windows.command !== '.\\workshop.cmd') die(`task "${task.label}" has no Windows command .\\workshop.cmd`);
    const v = (task.args || [])[0];
    if (!verbs.includes(v)) die(`task "${task.label}" runs ./workshop ${v}, which ./workshop help does not list`);
  }
  for (const config of read('launch.json').configurations) {
    if (config.preLaunchTask && !labels.has(config.preLaunchTask)) {
      die(`launch "${config.name}" runs the task "${config.preLaunchTask}", which tasks.json does not hold`);
    }
  }
  for (const name of fs.readdirSync(path.join(kit, '.vscode'))) {
    const text = fs.readFileSync(path.join(kit, '.vscode', name), 'utf8');
    for (const [, stem] of text.matchAll(/exercises[\\/]+([A-Za-z0-9_]+)\.cpp/g)) {
      if (!registry.includes(stem)) die(`.vscode/${name} names exercises/${stem}.cpp, which is no task of tasks.txt`);
    }
  }
  process.stdout.write(`${labels.size} tasks, ${read('launch.json').configurations.length} launch configurations\n`);
} else if (verb === 'command') {
  const [label, file] = rest;
  process.stdout.write(commandOf(taskLabelled(label), file).join('\n') + '\n');
} else if (verb === 'match') {
  const lines = fs.readFileSync(rest[0], 'utf8').split('\n');
  for (const line of lines) {
    for (const matcher of matchers()) {
      const patterns = Array.isArray(matcher.pattern) ? matcher.pattern : [matcher.pattern];
      const p = patterns[0];
      const m = new RegExp(p.regexp).exec(line);
      if (!m) continue;
      process.stdout.write(`${resolve(matcher, m[p.file])}:${m[p.line]}: ${m[p.message]}\n`);
      break;
    }
  }
} else if (verb === 'cycles') {
  const [label, output] = rest;
  const task = taskLabelled(label);
  const matcher = task.problemMatcher;
  if (!task.isBackground || !matcher.background) die(`task "${label}" is not a background task with begin and end patterns`);
  const begins = new RegExp(matcher.background.beginsPattern);
  const ends = new RegExp(matcher.background.endsPattern);
  const pattern = new RegExp(matcher.pattern.regexp);
  let open = false, b = 0, e = 0, problems = 0;
  for (const line of fs.readFileSync(output, 'utf8').split('\n')) {
    if (begins.test(line)) { b += 1; open = true; continue; }
    if (open && pattern.test(line)) problems += 1;
    if (open && ends.test(line)) { e += 1; open = false; }
  }
  process.stdout.write(`${b} ${e} ${problems}\n`);
} else if (verb === 'debug') {
  const [name, file] = rest;
  const config = read('launch.json').configurations.find((c) => c.name === name) || die(`no launch named "${name}"`);
  const program = substitute(config.program, file);
  const args = (config.args || []).map((a) => substitute(a, file));
  let command;
  if (config.type === 'cppdbg') {
    const setup = (config.setupCommands || []).map((c) => c.text).filter((t) => !t.startsWith('-'));  // MI ones: VS Code's own
    command = ['gdb', '-batch', '-nx', ...setup.flatMap((t) => ['-ex', substitute(t, file)]), '-ex', 'run', '-ex', 'bt 1',
      '--args', program, ...args];
  } else if (config.type === 'lldb') {
    const before = [...(config.initCommands || []), ...(config.preRunCommands || [])];
    command = ['lldb', '-b', ...before.flatMap((t) => ['-o', substitute(t, file)]), '-o', 'run', '-o', 'bt 1', '--',
      program, ...args];
  } else {
    die(`launch "${name}" is of type ${config.type}, which this test does not know`);
  }
  process.stdout.write([config.preLaunchTask || '', substitute(config.cwd || '${workspaceFolder}', file), ...command].join('\n') + '\n');
} else {
  die(`unknown verb ${verb}`, 2);
}
