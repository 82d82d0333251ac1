# Phases of a test run, timed: sourced by scripts/test.sh and .ci/run. Not executed.
#
#   phase NAME command [args...]          runs the command now; a failure ends the run
#   phase_start NAME command [args...]    starts it beside what follows, its output kept until it ends
#   lane_start NAME function              runs a function of phases, one after another, beside what follows
#   phase_wait                            waits for the started phases and lanes; any failure ends the run
#
# A phase may be a function of several commands: it stops at its first failing one, as long as `phase` itself is
# called as a plain command (bash ignores errexit in anything run from an `if` or a `||` list).
#
# Each phase's wall time and CPU time go into PHASE_LOG; the outermost script that sourced this file prints them as
# a table when it exits, whether the run passed or not, and the run exits non-zero when a phase failed. CPU seconds
# are the figure to compare between runs on a shared machine: wall time grows with what else runs there, CPU time
# barely does. Where this user may create a cpuacct cgroup (root on cgroup v1, as in CI), each phase runs in its
# own and its CPU time counts every process it started; elsewhere it is what bash's `time` sees, the processes the
# phase waited for, which misses chromium's renderers (about two thirds of a browser phase) and a daemonised
# PostgreSQL: such figures are marked with '*'.

if [ -z "${PHASE_LOG:-}" ]; then
  PHASE_LOG="$(mktemp "${TMPDIR:-/tmp}/pharmacy-phases.XXXXXX")"
  export PHASE_LOG
  PHASE_OWNER=1
else
  PHASE_OWNER=0
fi
# How much of a failed phase's output is printed again at the end.
PHASE_TAIL_LINES=${PHASE_TAIL_LINES:-60}
PHASE_DIR="$(mktemp -d "${TMPDIR:-/tmp}/pharmacy-phase-out.XXXXXX")"
PHASE_STARTED_AT=$(date +%s)
# name pid start, one triple per started phase not yet waited for.
PHASE_RUNNING=()

# Lets `time` print the wall, user and system seconds the phase record needs.
TIMEFORMAT='%R %U %S'

PHASE_CGROUPS=""
if [ -w /sys/fs/cgroup/cpuacct ] && mkdir "/sys/fs/cgroup/cpuacct/pharmacy-phases-$$" 2>/dev/null; then
  PHASE_CGROUPS="/sys/fs/cgroup/cpuacct/pharmacy-phases-$$"
fi

_phase_load() {
  if [ -r /proc/loadavg ]; then cut -d' ' -f1 /proc/loadavg; else echo '-'; fi
}

# Runs "$@" with its output in $2's file (or on the terminal when empty) and appends the phase's line to PHASE_LOG.
_phase_run() {
  local name=$1 out=$2
  shift 2
  local times="$PHASE_DIR/$name.time" status=0 cgroup=""
  if [ -n "$PHASE_CGROUPS" ] && mkdir "$PHASE_CGROUPS/$name" 2>/dev/null; then
    cgroup="$PHASE_CGROUPS/$name"
  fi
  # Not `cmd || status=$?`: bash ignores errexit in everything such a command runs, so a phase that is a function
  # would go on past a failed line. The phase's subshell sets errexit itself.
  local errexit=0
  if [[ $- == *e* ]]; then errexit=1; fi
  set +e
  local pipefail=0
  if [[ :$SHELLOPTS: == *:pipefail:* ]]; then pipefail=1; fi
  if [ -n "$out" ]; then
    { time _phase_in "$cgroup" "$@" >"$out" 2>&1; } 2>"$times"
    status=$?
  else
    # On the terminal as it comes, and kept: a failure's end is printed again beside the table (see below).
    # Not $name.out: a lane of the same name writes its own output there.
    out="$PHASE_DIR/$name.phase.out"
    set -o pipefail
    { time _phase_in "$cgroup" "$@" 2>&1 | tee "$out"; } 2>"$times"
    status=$?
    if [ "$pipefail" = 0 ]; then set +o pipefail; fi
  fi
  if [ "$errexit" = 1 ]; then set -e; fi
  # What a failed phase printed last (a test runner's summary of its failures) is printed again just before the
  # phase table, which is the end of the run's output: where a CI log cut to its tail still shows it.
  if [ "$status" != 0 ]; then
    {
      echo "── $name FAILED (exit $status); the last $PHASE_TAIL_LINES lines it printed:"
      tail -n "$PHASE_TAIL_LINES" "$out" | sed 's/\x1b\[[0-9;]*m//g'
    } >"$PHASE_LOG.failed-$name"
  fi
  local wall user sys cpu
  read -r wall user sys <"$times" || true
  if [ -n "$cgroup" ]; then
    cpu=$(awk '{ print $1 / 1e9 }' "$cgroup/cpuacct.usage")
    # Fails while a process the phase left behind still runs; the run's cgroup is removed at the end then.
    rmdir "$cgroup" 2>/dev/null || true
  else
    cpu="$(awk "BEGIN { print ${user:-0} + ${sys:-0} }")*"
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "${wall:-0}" "$cpu" "$status" "$(_phase_load)" >>"$PHASE_LOG"
  return "$status"
}

# Runs "$@" (a command or a function of several) in a subshell that stops at the first failure and first moves
# itself into the cgroup $1 (when given), so that everything the phase starts is counted there.
_phase_in() {
  local cgroup=$1
  shift
  (
    set -eo pipefail
    if [ -n "$cgroup" ]; then echo "$BASHPID" >"$cgroup/cgroup.procs"; fi
    "$@"
  )
}

phase() {
  local name=$1
  shift
  echo "── $name: $*"
  _phase_run "$name" '' "$@"
}

phase_start() {
  local name=$1
  shift
  echo "── $name (beside the next phases, output when it ends): $*"
  # Its own process group (job control), so that a run ending early can stop everything the phase started.
  set -m
  _phase_run "$name" "$PHASE_DIR/$name.out" "$@" &
  PHASE_RUNNING+=("$name" "$!" "$(date +%s)")
  set +m
}

lane_start() {
  local name=$1
  shift
  echo "── $name (phases beside the next ones, output when they end): $*"
  set -m
  (
    set -eo pipefail
    "$@"
  ) >"$PHASE_DIR/$name.out" 2>&1 &
  PHASE_RUNNING+=("$name" "$!" "$(date +%s)")
  set +m
}

phase_wait() {
  local failed=0 i name pid
  for ((i = 0; i < ${#PHASE_RUNNING[@]}; i += 3)); do
    name=${PHASE_RUNNING[i]}
    pid=${PHASE_RUNNING[i + 1]}
    if wait "$pid"; then
      echo "── $name ended:"
    else
      echo "── $name FAILED:"
      failed=1
    fi
    cat "$PHASE_DIR/$name.out"
  done
  PHASE_RUNNING=()
  return "$failed"
}

# `phase_notes NAME AWK-PROGRAM`: what the program prints of a phase's output (its colours removed), e.g. the tests
# that passed only when tried again, is printed at the end of the run just before the table, where a log cut to its
# tail still shows it. For a phase run by `phase`, called after it in the same script.
phase_notes() {
  local name=$1 program=$2 notes
  notes=$(sed 's/\x1b\[[0-9;]*m//g' "$PHASE_DIR/$name.phase.out" | awk "$program")
  if [ -n "$notes" ]; then printf '── %s noted:\n%s\n' "$name" "$notes" >"$PHASE_LOG.noted-$name"; fi
}

phase_table() {
  local now
  now=$(date +%s)
  echo
  echo "Phases (wall and CPU seconds; load: the 1-minute load average when the phase ended, on $(nproc 2>/dev/null || echo '?') cores):"
  awk -F'\t' -v total="$((now - PHASE_STARTED_AT))" '
    BEGIN { printf "  %-30s %8s %9s %6s  %s\n", "phase", "wall", "CPU", "load", "result" }
    {
      marked = ($3 ~ /\*$/)
      result = ($4 == "0" ? "ok" : ($4 == "stopped" ? "stopped: another phase failed" : "FAILED (exit " $4 ")"))
      printf "  %-30s %8.1f %8.1f%s %6s  %s\n", $1, $2, $3 + 0, (marked ? "*" : " "), $5, result
      cpu += $3
    }
    END { printf "  %-30s %8.1f %8.1f\n", "whole run (phases overlap)", total, cpu }
  ' "$PHASE_LOG"
}

_phase_exit() {
  local status=$?
  local i
  # Started phases not waited for when the run ends early (another one failed): one still running is stopped with
  # what it started; one that ended shows its output.
  for ((i = 0; i < ${#PHASE_RUNNING[@]}; i += 3)); do
    if kill -0 "${PHASE_RUNNING[i + 1]}" 2>/dev/null; then
      kill -TERM -- "-${PHASE_RUNNING[i + 1]}" 2>/dev/null || true
      printf '%s\t%s\t-\tstopped\t%s\n' "${PHASE_RUNNING[i]}" "$(($(date +%s) - PHASE_RUNNING[i + 2]))" \
        "$(_phase_load)" >>"$PHASE_LOG"
    else
      echo "── ${PHASE_RUNNING[i]} ended:"
      cat "$PHASE_DIR/${PHASE_RUNNING[i]}.out"
    fi
  done
  if [ "$PHASE_OWNER" = 1 ]; then
    local failed
    for failed in "$PHASE_LOG".noted-* "$PHASE_LOG".failed-*; do
      if [ -f "$failed" ]; then
        echo
        cat "$failed"
        rm -f "$failed"
      fi
    done
    phase_table
    rm -f "$PHASE_LOG"
  fi
  rm -rf "$PHASE_DIR"
  if [ -n "$PHASE_CGROUPS" ]; then rmdir "$PHASE_CGROUPS"/* "$PHASE_CGROUPS" 2>/dev/null || true; fi
  exit "$status"
}
trap _phase_exit EXIT
