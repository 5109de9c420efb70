import sys

from igroteka.cli import main

sys.exit(main())
