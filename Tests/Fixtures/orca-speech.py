#!/usr/bin/python3
# Tests only: Orca 43 with its debug log line-buffered at the info level, where it logs each utterance
# as "SPEECH OUTPUT: '...'" (the orca launcher buffers the log, and refuses to run beside any other Orca
# of the same user, such as another test run's).
#   orca-speech.py PREFS-DIR LOG-FILE
import sys

from orca import debug

debug.debugLevel = debug.LEVEL_INFO
debug.eventDebugLevel = debug.LEVEL_OFF
debug.debugFile = open(sys.argv[2], "w", buffering=1)

from orca import orca

manager = orca.getSettingsManager()
manager.activate(sys.argv[1], {})
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
