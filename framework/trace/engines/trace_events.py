# What both engines share, in one namespace (`import trace_events as te`): each name is defined in the module named.

from line_table import LineTable, learner_paths, rows_from_ranges  # noqa: F401
from trace_names import function_name, matches  # noqa: F401
from trace_output import (QUIET_SIGNALS, Settings, TraceError, check_program, one_line, open_events,  # noqa: F401
                          signal_name, start_error, version_of)
from trace_tracer import Tracer  # noqa: F401
from trace_values import Unreadable, classify, decode_float, ordered_variables  # noqa: F401
