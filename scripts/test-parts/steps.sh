# The steps of scripts/test: how one runs, is timed and is reported. Sourced by scripts/test, which sets
# $root and $logs.

# Runs a command with its output in a log, timed (wall and CPU, children included); prints the test run's
# line, or on failure what failed. Usage: step LOG COMMAND...
step() {
    local log=$1
    shift
    local name=${log##*/}
    name=${name%.log}
    echo "  \$ $*    (log: ${log#"$root"/})"
    local status=0
    { TIMEFORMAT='%R %U %S'; time "$@" > "$log" 2>&1; } 2> "$logs/$name.time" || status=$?
    echo "    $(say_time "$logs/$name.time")"
    cat "$logs/$name.time" >> "$logs/${current_part:-other}.steps"
    # The tests each run skipped, with why (Swift Testing: ➜ Test "name" skipped: "reason").
    grep -E '^➜ .* skipped: ' "$log" | sed "s/^➜ /${name}: /" >> "$logs/$name.skips" || true
    if [[ $status == 0 ]]; then
        grep -E '^(✔|✘) Test run' "$log" | tail -1 | sed 's/^/    /' || true
        return 0
    fi
    # The linker's notes about ASan's local symbols are noise in a failed build's output.
    { grep -E '✘|error:|Fatal error|ERROR|FAIL' "$log" | grep -v 'Cannot export local symbol' | head -40
      echo "    … last lines:"; tail -15 "$log"; } | sed 's/^/    /' >&2
    return 1
}

# "wall 1m02s, CPU 1m40s" from a time file (seconds: wall, user, system).
say_time() {
    local wall user system
    read -r wall user system < "$1" || return 0
    echo "wall $(minutes "$wall"), CPU $(minutes "$(awk "BEGIN { print $user + $system }")")"
}

# Seconds (a decimal) as 1m02s.
minutes() {
    local whole=${1%.*}
    printf '%dm%02ds' $((whole / 60)) $((whole % 60))
}

# Fails when a sanitizer wrote a report, and shows the start of each.
no_reports() {
    local folder=$1 report found=0
    for report in "$folder"/*; do
        [[ -e $report ]] || continue
        found=1
        echo "    sanitizer report $report:" >&2
        grep -E 'ERROR|SUMMARY|#[0-9]+ ' "$report" | head -25 | sed 's/^/      /' >&2
    done
    [[ $found == 0 ]] && echo "    no sanitizer reports"
    return $found
}

# Runs a part (a function part_NAME), with its own console lines; records PASS or FAIL and its time.
run_part() {
    local part=$1 begin=$SECONDS result=PASS
    echo "== $part"
    current_part=$part
    "part_$part" || result=FAIL
    echo "$part $result $((SECONDS - begin))" >> "$logs/parts.result"
}

# Runs lanes side by side, each lane's parts one after another (a lane is one argument, its parts separated
# by spaces); the parts' lines are kept apart and shown, in the order given, when every lane is over. A
# part whose build failed (NAME_tests after a failed NAME_build) is not run, and fails.
gate_lanes() {
    local lane pids=()
    echo "=== lanes: $(printf '[%s] ' "$@")"
    for lane in "$@"; do
        run_lane $lane &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || true; done
    for lane in "$@"; do
        for part in $lane; do cat "$logs/$part.out"; done
    done
}

run_lane() {
    local part failed_builds=" "
    for part in "$@"; do
        if [[ $part == *_tests && $failed_builds == *" ${part%_tests}_build "* ]]; then
            echo "== $part: not run, its build failed" > "$logs/$part.out"
            echo "$part FAIL 0" >> "$logs/parts.result"
            continue
        fi
        run_part "$part" > "$logs/$part.out" 2>&1
        grep -q "^$part FAIL" "$logs/parts.result" && failed_builds+="$part "
    done
}

# The summary: each part's result and time (the sum of its steps' CPU), the whole run's wall time, and
# the skipped tests. Exits 1 if a part failed, or if under CI a test was skipped for a tool CI installs.
report() {
    local total=$1 failed=0 part result seconds cpu
    echo
    echo "parts:"
    while read -r part result seconds; do
        cpu=$(awk 'BEGIN { s = 0 } { s += $2 + $3 } END { print s }' "$logs/$part.steps" 2> /dev/null || echo 0)
        [[ $result == PASS ]] || failed=1
        printf '  %-14s %s  wall %s  CPU %s\n' "$part" "$result" "$(minutes "$seconds")" "$(minutes "$cpu")"
    done < "$logs/parts.result"
    local skips
    skips=$(cat "$logs"/*.skips 2> /dev/null || true)
    if [[ -n $skips ]]; then
        echo "skipped:"
        sed 's/^/  /' <<< "$skips"
        # The tools .ci/run installs: under CI, a test skipped for one of them is a failure of the set-up.
        local tools='is not installed|fusepy|C compiler|zsh|fish|tmux|rsync|curl'
        if [[ ${CI-} == true ]] && grep -qE "$tools" <<< "$skips"; then
            echo "test: CI=true, and tests were skipped for a tool .ci/run installs" >&2
            failed=1
        fi
    fi
    echo "CPU, every step: $(minutes "$(cat "$logs"/*.time | awk '{ s += $2 + $3 } END { print s }')")"
    echo
    echo "scripts/test: $( ((failed)) && echo FAILED || echo passed) in $(minutes "$total")"
    exit $failed
}
